import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { recordVisit } from './visit.service.ts';

export async function visitRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.visit, ({ body }) => recordVisit(app.db, app.config, body));
}
