import type { FastifyInstance } from 'fastify';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
