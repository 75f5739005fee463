import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { computeFunnel } from './funnel.service.ts';

// `GET /api/flow/funnel/`: the flow map's funnel. Staff only in production (the endpoint's audience).
export async function funnelRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.flowFunnel, ({ query }) => computeFunnel(app.db, query));
}
