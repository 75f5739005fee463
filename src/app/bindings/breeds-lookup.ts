import { ApiError } from '../../../services/api/api-error.ts';
import { withRetries, defaultSleep } from '../../../services/places/retry.ts';
import type { Breed, PetType } from '../../../services/contract/animal.schema.ts';

// The breed list of a pet type, loaded on demand (first document, section 7) for the pet step's
// search. On a flaky network a request without an answer, or a server error, is tried again after
// FIRST_WAIT_MS, then twice as long each time (RETRIES tries); a refusal is not (it would be refused again). A list that never came is not
// remembered, so the next request (the applicant's "Try again", the phone back online) asks again.

const RETRIES = 3;
const FIRST_WAIT_MS = 1000;

/** No answer, a server error, a time-out or a rate limit: another try may get the list. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface BreedsLookupOptions {
  fetchBreeds: (type: PetType) => Promise<Breed[]>;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export function createBreedsLookup({ fetchBreeds, sleep = defaultSleep }: BreedsLookupOptions) {
  const lists = new Map<PetType, Promise<Breed[]>>();
  return {
    loadBreeds(type: PetType): Promise<Breed[]> {
      let found = lists.get(type);
      if (!found) {
        found = withRetries(() => fetchBreeds(type), { retries: RETRIES, baseDelayMs: FIRST_WAIT_MS, sleep, shouldRetry: isWorthRetrying });
        found.catch(() => lists.delete(type));
        lists.set(type, found);
      }
      return found;
    },
  };
}
