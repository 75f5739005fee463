import type { FastifyInstance } from 'fastify';

export async function visitRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
