import type { Endpoint } from '../../services/contract/endpoint.ts';
import { endpoints } from '../../services/contract/endpoints.ts';

// Per-client limits (issue 11): how many calls one client address may make per window, by group of
// calls. They stop one client from flooding (starting hundreds of applications, texting hundreds of
// phones); the per-recipient and per-subject limits (code-limits.ts) protect each phone and code
// whatever the number of clients. Counters live in the database (rate-limit-store.ts), so every
// instance on one database shares them.

export type ClientLimitGroup = 'start' | 'code_send' | 'code_check' | 'sign_in' | 'handoff' | 'upload' | 'api';

interface ClientLimit {
  max: number;
  windowMs: number;
}

export type ClientLimits = Record<ClientLimitGroup, ClientLimit>;

const MINUTE = 60 * 1000;

/**
 * Launch defaults, per client address and minute. A person needs a handful of each; an office or a
 * mobile carrier puts many people behind one address, hence room to spare. The `api` group covers
 * every other call (the decision poll is 20 a minute per waiting applicant).
 */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  start: { max: 20, windowMs: MINUTE },
  code_send: { max: 10, windowMs: MINUTE },
  code_check: { max: 20, windowMs: MINUTE },
  sign_in: { max: 10, windowMs: MINUTE },
  handoff: { max: 10, windowMs: MINUTE },
  upload: { max: 20, windowMs: MINUTE },
  api: { max: 1200, windowMs: MINUTE },
};

const GROUP_OF: [Endpoint, ClientLimitGroup][] = [
  [endpoints.originationStart, 'start'],
  [endpoints.phoneCheckStart, 'code_send'],
  [endpoints.phoneCheckResend, 'code_send'],
  [endpoints.sendOwnCode, 'code_send'],
  [endpoints.verifyUserPhone, 'code_send'],
  [endpoints.phoneCheckVerify, 'code_check'],
  [endpoints.verifyOwnCode, 'code_check'],
  [endpoints.login, 'sign_in'],
  [endpoints.loginValidate, 'sign_in'],
  [endpoints.refresh, 'sign_in'],
  [endpoints.authHandoff, 'handoff'],
  [endpoints.talliedAuthHandoff, 'handoff'],
  [endpoints.authHandoffDecrypt, 'handoff'],
  [endpoints.authHandoffResource, 'handoff'],
  [endpoints.uploadDocument, 'upload'],
];

const routeKey = (method: string, url: string) => `${method} ${url}`;
const GROUPS = new Map(GROUP_OF.map(([endpoint, group]) => [routeKey(endpoint.method, endpoint.path), group]));

/** The limit group of a route: its own group, `api` for any other API route, null outside the API. */
export function clientLimitGroupOf(method: string, url: string): ClientLimitGroup | null {
  const group = GROUPS.get(routeKey(method, url));
  if (group) return group;
  return url.startsWith('/api/') ? 'api' : null;
}

type Env = Record<string, string | undefined>;

/**
 * `RATE_LIMITS=off` turns per-client limits off; `RATE_LIMIT_<GROUP>=<max>/<seconds>` changes one
 * group, e.g. `RATE_LIMIT_START=30/60`.
 */
export function clientLimitsFrom(env: Env): ClientLimits | null {
  if (env.RATE_LIMITS === 'off') return null;
  const limits = { ...DEFAULT_CLIENT_LIMITS };
  for (const group of Object.keys(limits) as ClientLimitGroup[]) {
    const name = `RATE_LIMIT_${group.toUpperCase()}`;
    const raw = env[name];
    if (!raw) continue;
    const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
    if (!match || Number(match[2]) === 0) throw new Error(`${name} must be <max>/<seconds>, e.g. 20/60`);
    limits[group] = { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
  }
  return limits;
}

/**
 * TRUST_PROXY: off (default), `true` (believe X-Forwarded-For from any peer: only when every request
 * comes through the proxy), or the proxies' addresses or CIDRs, comma-separated (the safer choice).
 */
export function trustProxyFrom(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false' || raw === '0' || raw === 'off') return false;
  if (raw === 'true' || raw === '1' || raw === 'on') return true;
  return raw;
}
