import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clientLimitsFrom, trustProxyFrom, type ClientLimits } from './http/client-limits.ts';
import { deliverySettingsFrom, type DeliverySettings } from './messages/delivery-config.ts';
import { DEFAULT_POOL_SIZE } from './db/database.ts';

// Everything the server reads from its environment, in one typed object. Services receive it
// instead of reading process.env, so tests build any configuration they need (and move the clock).

type AppMode = 'sandbox' | 'production';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded SQLite database in `dataDir`. */
  databaseUrl: string | null;
  /** PostgreSQL connections per API process (DATABASE_POOL_SIZE); DEFAULT_POOL_SIZE (4) when absent. */
  databasePoolSize?: number;
  dataDir: string;
  mode: AppMode;
  decisionDelayMs: number;
  /** 32 bytes: the AES-256-GCM key that encrypts SSNs at rest. */
  ssnKey: Buffer;
  /** Signs access tokens and keys the HMAC of stored codes and refresh tokens. */
  tokenSecret: Buffer;
  stripePublishableKey: string | null;
  stripeSecretKey: string | null;
  googleMapsKey: string | null;
  /**
   * The customer-support widget's script (SUPPORT_WIDGET_URL), loaded by the additional services
   * page and allowed by the CSP; absent or null: the page's own support panel.
   */
  supportWidgetUrl?: string | null;
  /** Folder of the built app to serve (SPA), when it exists. */
  staticDir: string;
  /** Where applicants open the app: absolute links in texts and emails start with it. */
  publicUrl: string;
  /** The external waitlist form for blackout states; null: the built-in sign-up page. */
  waitlistUrl: string | null;
  /** Segment's write key: analytics events are forwarded when it is set. */
  analyticsWriteKey: string | null;
  /** The Segment-compatible API that receives them (its `/v1/batch`). */
  analyticsEndpoint: string;
  /** The bearer token of staff for the flow map's funnel in production (null: nobody). */
  flowStaffToken: string | null;
  /** The clock: tests inject their own to move time without sleeping. */
  now: () => Date;
  /** Whether X-Forwarded-For names the client (a proxy in front): Fastify's trustProxy. */
  trustProxy: boolean | string;
  /** Per-client limits by group of calls; null: off. */
  clientLimits: ClientLimits | null;
  /** The real SMS and email senders of the outbox, and how often it is delivered. */
  delivery: DeliverySettings;
}

type Env = Record<string, string | undefined>;

const DEFAULT_ANALYTICS_ENDPOINT = 'https://api.segment.io';

/** A 32-byte secret from the environment (hex or base64) or from a file generated on first start. */
function secret(env: Env, name: string, dataDir: string, fileName: string): Buffer {
  const value = env[name];
  if (value) {
    const buffer = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (buffer.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex characters or base64)`);
    return buffer;
  }
  const file = join(dataDir, fileName);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  // A development key: generated once into the data folder, readable by the owner only.
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32);
  writeFileSync(file, generated.toString('hex'), { mode: 0o600 });
  return generated;
}

/**
 * The support widget's script address: https (http only on this machine, for a local stand-in),
 * and nothing a Content-Security-Policy source could not carry.
 */
function widgetUrlFrom(env: Env): string | null {
  const raw = env.SUPPORT_WIDGET_URL;
  if (!raw) return null;
  const problem = 'SUPPORT_WIDGET_URL must be the https address of a script (http only on localhost)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.username || url.password || /[\s;,'"]/.test(raw)) throw new Error(problem);
  return url.toString();
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  const mode = env.APP_MODE === 'production' ? 'production' : 'sandbox';
  if (env.APP_MODE && env.APP_MODE !== 'production' && env.APP_MODE !== 'sandbox') {
    throw new Error('APP_MODE must be sandbox or production');
  }
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: intFrom(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    dataDir,
    mode,
    decisionDelayMs: intFrom(env, 'DECISION_DELAY_MS', 4000),
    ssnKey: secret(env, 'SSN_KEY', dataDir, 'ssn.key'),
    tokenSecret: secret(env, 'TOKEN_SECRET', dataDir, 'token.secret'),
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    googleMapsKey: env.GOOGLE_MAPS_KEY || null,
    supportWidgetUrl: widgetUrlFrom(env),
    staticDir: resolve(env.STATIC_DIR || 'dist/app'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${intFrom(env, 'PORT', 3000)}`).replace(/\/+$/, ''),
    waitlistUrl: env.WAITLIST_URL || null,
    analyticsWriteKey: env.ANALYTICS_WRITE_KEY || null,
    analyticsEndpoint: (env.ANALYTICS_ENDPOINT || DEFAULT_ANALYTICS_ENDPOINT).replace(/\/+$/, ''),
    flowStaffToken: env.FLOW_STAFF_TOKEN || null,
    now: () => new Date(),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    clientLimits: clientLimitsFrom(env),
    delivery: deliverySettingsFrom(env),
  };
}
