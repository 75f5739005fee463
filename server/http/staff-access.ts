import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { HttpError } from './http-error.ts';

// Staff calls (the flow map's funnel): open in the sandbox; in production only with
// `Authorization: Bearer <FLOW_STAFF_TOKEN>`, and closed to everyone when no token is configured.

export function assertStaff(request: FastifyRequest, config: AppConfig): void {
  if (config.mode === 'sandbox') return;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) throw new HttpError(401, 'A staff token is needed.', 'not_authenticated');
  const expected = config.flowStaffToken;
  const a = Buffer.from(given);
  const b = Buffer.from(expected ?? '');
  if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) throw new HttpError(403, 'This staff token is not valid.', 'permission_denied');
}
