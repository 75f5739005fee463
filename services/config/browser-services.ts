import { createApiClient } from '../api/api-client.ts';
import type { ApiClient } from '../api/api-client.ts';
import { createApiCall } from '../api/api-call.ts';
import type { ApiCall } from '../contract/api-call.type.ts';
import { createAnalytics, createSandboxAnalytics } from '../analytics/analytics.ts';
import type { Analytics, AnalyticsTransport, SandboxAnalytics } from '../analytics/analytics.ts';
import { createSessionStore } from '../session/session-store.ts';
import type { SessionStore } from '../session/session-store.ts';
import { createKeyValueStorage } from '../storage/key-value-storage.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { createVisitTracker } from '../visits/visit-tracker.ts';
import type { VisitTracker } from '../visits/visit-tracker.ts';
import { createVerifierStore } from '../handoff/pkce.ts';
import type { VerifierStore } from '../handoff/pkce.ts';
import { createClientIdentity, IDENTITY_KEYS } from './client-id.ts';
import type { ClientIdentity } from './client-id.ts';

// The composition root of the browser services: the app shell builds this once and hands the parts
// to the machine's actors. Everything shares one storage, so the shell's reload can wipe it.

export interface BrowserServices {
  storage: KeyValueStorage;
  session: SessionStore;
  identity: ClientIdentity;
  api: ApiClient;
  /** `ApiCall` for the payment and places adapters. */
  apiCall: ApiCall;
  analytics: Analytics;
  /** The in-memory recorder when no analytics transport is configured (the sandbox panel reads it). */
  sandboxAnalytics: SandboxAnalytics | null;
  visits: VisitTracker;
  handoffVerifiers: VerifierStore;
  /** The shell's reload: forget the flow, the tokens and the sent-once events; keep the visitor ids. */
  resetAll(): void;
}

export interface BrowserServicesOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  analyticsTransport?: AnalyticsTransport;
  /** A refresh failed and the session was cleared: sign the user out in the machine. */
  onSessionCleared?: () => void;
}

export function createBrowserServices(options: BrowserServicesOptions = {}): BrowserServices {
  const storage = options.storage ?? createKeyValueStorage();
  const session = createSessionStore(storage);
  const identity = createClientIdentity(storage);
  const api = createApiClient({
    session,
    anonymousId: identity.anonymousId,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.onSessionCleared === undefined ? {} : { onSessionCleared: options.onSessionCleared }),
  });
  const sandboxAnalytics = options.analyticsTransport ? null : createSandboxAnalytics({ storage });
  const analytics = options.analyticsTransport ? createAnalytics(options.analyticsTransport, { storage }) : (sandboxAnalytics as SandboxAnalytics);
  const visits = createVisitTracker({
    clientId: identity.clientId,
    anonymousId: identity.anonymousId,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  return {
    storage,
    session,
    identity,
    api,
    apiCall: createApiCall(api),
    analytics,
    sandboxAnalytics,
    visits,
    handoffVerifiers: createVerifierStore(storage),
    resetAll() {
      storage.clearAll({ keep: IDENTITY_KEYS });
      // Listeners (the machine's session) hear that the tokens are gone.
      session.clear();
    },
  };
}
