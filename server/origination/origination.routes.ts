import type { FastifyInstance } from 'fastify';

export async function originationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
