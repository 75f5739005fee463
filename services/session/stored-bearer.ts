import type { KeyValueStorage } from '../storage/key-value-storage.ts';

// Where the session keeps its tokens in the browser's storage, and the bearer read from there. It
// needs no zod runtime, so the first screen (whose budget leaves out the contract's runtime) can give
// its visit call the same bearer the API client sends (first document, section 7: every call).

export const SESSION_TOKENS_KEY = 'session.tokens';
export const SESSION_APPLICANT_KEY = 'session.applicant';

const textAt = (value: unknown, key: string): string | null => {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' && found.length > 0 ? found : null;
};

/** The signed-in user's access token, else the applicant's token, else null. */
export function storedBearerToken(storage: KeyValueStorage): string | null {
  return textAt(storage.getJson<unknown>(SESSION_TOKENS_KEY), 'access') ?? textAt(storage.getJson<unknown>(SESSION_APPLICANT_KEY), 'token');
}
