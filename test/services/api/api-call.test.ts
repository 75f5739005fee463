import { describe, expect, it } from 'vitest';
import { createApiCall } from '../../../services/api/api-call.ts';
import type { ApiClient } from '../../../services/api/api-client.ts';
import { endpoints } from '../../../services/contract/endpoints.ts';

// The adapters' "call an endpoint by name" goes through the one API client: the name picks the
// contract's endpoint, the arguments go along untouched, and the client's answer comes back.

describe('createApiCall', () => {
  it('calls the named endpoint with the arguments, through the client, and answers what the client answers', async () => {
    const calls: unknown[] = [];
    const client: ApiClient = {
      call: async (endpoint, args) => (calls.push([endpoint, args]), { shared_key: 'k-1' }) as never,
      upload: () => Promise.reject(new Error('not used')),
    };
    const apiCall = createApiCall(client);
    await expect(apiCall('login', { body: { email: 'jamie@example.com' } })).resolves.toEqual({ shared_key: 'k-1' });
    expect(calls).toEqual([[endpoints.login, { body: { email: 'jamie@example.com' } }]]);
  });
});
