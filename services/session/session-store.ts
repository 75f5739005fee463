import { z } from 'zod';
import { Tokens } from '../contract/auth.schema.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import { SESSION_APPLICANT_KEY, SESSION_TOKENS_KEY, storedBearerToken } from './stored-bearer.ts';

/** The origination-scoped bearer token that the start call hands out, with the origination it is for. */
interface ApplicantToken {
  token: string;
  originationId: string;
}
const ApplicantToken = z.object({ token: z.string().min(1), originationId: z.string().min(1) });

interface SessionSnapshot {
  tokens: Tokens | null;
  applicant: ApplicantToken | null;
}

/** Asks the server for a new token pair; the API client supplies it (with its TOKEN_REFRESH_TIMEOUT_MS time-out). */
export type TokenRefresher = (refreshToken: string) => Promise<Tokens>;

export interface SessionStore {
  /** The signed-in user's token pair, or null. */
  getTokens(): Tokens | null;
  setTokens(tokens: Tokens): void;
  getApplicantToken(): ApplicantToken | null;
  setApplicantToken(token: string, originationId: string): void;
  /** The bearer for the next call: the user's access token if signed in, else the applicant token. */
  bearerToken(): string | null;
  isSignedIn(): boolean;
  /** Forget every token, the applicant's too (failed refresh, the shell's reset). */
  clear(): void;
  /** Forget only the user's token pair (sign-out); an application in progress keeps its token. */
  clearTokens(): void;
  snapshot(): SessionSnapshot;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (session: SessionSnapshot) => void): () => void;
  /**
   * Rotate the token pair. Parallel callers share one in-flight refresh. Resolves the new pair, or
   * null when there is nothing to refresh with or the refresh failed; a failed refresh clears the
   * session and calls `onFailed` once (not once per waiting caller).
   */
  refreshTokens(refresher: TokenRefresher, options?: { onFailed?: (error: unknown) => void }): Promise<Tokens | null>;
}


export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<(session: SessionSnapshot) => void>();

  const snapshot = (): SessionSnapshot => ({
    tokens: storage.getJson(SESSION_TOKENS_KEY, Tokens),
    applicant: storage.getJson(SESSION_APPLICANT_KEY, ApplicantToken),
  });
  const notify = () => {
    const current = snapshot();
    for (const listener of [...listeners]) listener(current);
  };

  const store: SessionStore = {
    getTokens: () => snapshot().tokens,
    setTokens(tokens) {
      storage.setJson(SESSION_TOKENS_KEY, Tokens.parse(tokens));
      notify();
    },
    getApplicantToken: () => snapshot().applicant,
    setApplicantToken(token, originationId) {
      storage.setJson(SESSION_APPLICANT_KEY, ApplicantToken.parse({ token, originationId }));
      notify();
    },
    bearerToken: () => storedBearerToken(storage),
    isSignedIn: () => snapshot().tokens !== null,
    clear() {
      storage.remove(SESSION_TOKENS_KEY);
      storage.remove(SESSION_APPLICANT_KEY);
      notify();
    },
    clearTokens() {
      storage.remove(SESSION_TOKENS_KEY);
      notify();
    },
    snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refreshTokens: (refresher, options) => refresh(refresher, options),
  };
  const refresh = oneRefreshAtATime(store);
  return store;
}

/** The store's refresh: parallel callers share the one in flight; a failure clears the session once. */
function oneRefreshAtATime(store: Pick<SessionStore, 'snapshot' | 'setTokens' | 'clear'>): SessionStore['refreshTokens'] {
  let inFlight: Promise<Tokens | null> | null = null;
  return (refresher, options = {}) => {
    if (inFlight) return inFlight;
    const refreshToken = store.snapshot().tokens?.refresh;
    if (!refreshToken) return Promise.resolve(null);
    inFlight = (async () => {
      try {
        const tokens = await refresher(refreshToken);
        store.setTokens(tokens);
        return tokens;
      } catch (error) {
        store.clear();
        options.onFailed?.(error);
        return null;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
