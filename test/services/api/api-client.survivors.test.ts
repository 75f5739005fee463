import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../services/api/api-client.ts';
import { ApiError } from '../../../services/api/api-error.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';
import { endpoint } from '../../../services/contract/endpoint.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';

// What the flows mutation report (reports/stryker-incremental.flows.json) found no test for in the
// API client, checked here in a file of its own so the report's recorded test files stay as they are
// (docs/mutation.md lists each survivor and where it is killed).

/** An answer nested one level: a broken field inside it has a path of two parts. */
const nested = endpoint({
  method: 'GET',
  path: '/api/nested-probe/',
  audience: 'public',
  response: z.object({ user: z.object({ id: z.string() }) }),
  summary: 'nested probe',
});

function clientAnswering(body: unknown) {
  const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
  const fetch = async () => Response.json(body);
  return createApiClient({ baseUrl: 'http://api.test', session, anonymousId: () => 'anon-1', fetch });
}

describe('an answer that breaks the contract', () => {
  it('names the broken field by its whole path, its parts joined by dots', async () => {
    const error = (await clientAnswering({ user: { id: 7 } })
      .call(nested)
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'invalid_response', body: { user: { id: 7 } } });
    expect(error.message).toBe('The answer to GET /api/nested-probe/ does not match the contract at user.id: Invalid input: expected string, received number');
  });
});

describe('a read refused by a rate limit (429) that says when to come back', () => {
  afterEach(() => vi.useRealTimers());

  it('is not asked again: only a 503 with Retry-After is (decision 0066); the 429 comes back at once, with its wait', async () => {
    vi.useFakeTimers();
    const session = createSessionStore(createKeyValueStorage({ backing: createMemoryBacking() }));
    let requests = 0;
    const fetch = async () => {
      requests += 1;
      return Response.json({ message: 'Please wait 2 seconds.', code: 'too_many_requests' }, { status: 429, headers: { 'retry-after': '2' } });
    };
    const client = createApiClient({ baseUrl: 'http://api.test', session, anonymousId: () => 'anon-1', fetch });
    let settled: unknown = 'pending';
    client.call(endpoints.regulatoryDocuments).catch((error: unknown) => (settled = error));
    // No time passes: a repeat would still be waiting its 2 s.
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterSeconds: 2 });
    expect(requests).toBe(1);
  });
});
