import { createApiClient } from '../api/api-client.ts';
import type { ApiClient } from '../api/api-client.ts';
import { createApiCall } from '../api/api-call.ts';
import { ApiError } from '../api/api-error.ts';
import type { ApiCall } from '../contract/api-call.type.ts';
import { createAnalytics } from '../analytics/analytics.ts';
import type { Analytics, AnalyticsTransport } from '../analytics/analytics.ts';
import { createCollectorTransport } from '../analytics/collector-transport.ts';
import type { CollectorTransport } from '../analytics/collector-transport.ts';
import { endpoints } from '../contract/endpoints.ts';
import { createSessionStore } from '../session/session-store.ts';
import type { SessionStore } from '../session/session-store.ts';
import { createKeyValueStorage } from '../storage/key-value-storage.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { createVisitTracker } from '../visits/visit-tracker.ts';
import type { VisitTracker } from '../visits/visit-tracker.ts';
import { createVerifierStore } from '../handoff/pkce.ts';
import type { VerifierStore } from '../handoff/pkce.ts';
import { createIdentityCheckSession } from '../identity-check/identity-check-session.ts';
import type { IdentityCheckSession } from '../identity-check/identity-check-session.ts';
import { createClientIdentity, IDENTITY_KEYS } from './client-id.ts';
import { SANDBOX_FAULT_ONCE_KEY, sendingFaultOnce } from './sandbox-fault-once.ts';
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
  /** Our own collector (the default transport): the running flow tells it where the applicant is. */
  analyticsCollector: CollectorTransport | null;
  visits: VisitTracker;
  handoffVerifiers: VerifierStore;
  /** The device fingerprint of an identity-check session, when one ran here (the start call sends it). */
  identityCheck: IdentityCheckSession;
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
  // Only an app opened live at a failure has a fault to send (sandbox-fault-once.ts); its uploads then
  // go by fetch, without a progress bar, like the client's in tests.
  const send = storage.get(SANDBOX_FAULT_ONCE_KEY) === null ? options.fetch : sendingFaultOnce(options.fetch ?? ((input, init) => fetch(input, init)), storage);
  const api = createApiClient({
    session,
    anonymousId: identity.anonymousId,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(send === undefined ? {} : { fetch: send }),
    ...(options.onSessionCleared === undefined ? {} : { onSessionCleared: options.onSessionCleared }),
  });
  const analyticsCollector = options.analyticsTransport
    ? null
    : createCollectorTransport({
        // Kept alive as the page goes away, with the client's bearer and anonymous id (not a beacon,
        // which cannot send headers). The collector is public: without a token its events are stored
        // as the anonymous visitor's, without the application's progress (server/analytics).
        send: (batch, sendOptions) => api.call(endpoints.analytics, { body: batch, ...(sendOptions?.keepalive ? { keepalive: true } : {}) }),
        // Invalid here or refused by the server (4xx other than a time-out or a rate limit): resending
        // the same batch would fail again.
        isRefused: (error) => error instanceof ApiError && !error.isNetworkError && error.status < 500 && error.status !== 408 && error.status !== 429,
        anonymousId: identity.anonymousId,
        ...browserPage(),
      });
  const analytics = createAnalytics(options.analyticsTransport ?? (analyticsCollector as CollectorTransport), { storage });
  const visits = createVisitTracker({
    clientId: identity.clientId,
    anonymousId: identity.anonymousId,
    bearerToken: session.bearerToken,
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
    analyticsCollector,
    visits,
    handoffVerifiers: createVerifierStore(storage),
    identityCheck: createIdentityCheckSession(storage),
    resetAll() {
      storage.clearAll({ keep: IDENTITY_KEYS });
      // Listeners (the machine's session) hear that the tokens are gone.
      session.clear();
    },
  };
}

/** In a browser: the page's hide and leave events, on which the collector sends what waits. */
function browserPage(): Pick<Parameters<typeof createCollectorTransport>[0], 'page'> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return {};
  return { page: { window, document } };
}
