import type { FastifyInstance } from 'fastify';

export async function signupRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
