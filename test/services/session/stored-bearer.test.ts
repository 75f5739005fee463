import { describe, expect, it } from 'vitest';
import { storedBearerToken } from '../../../services/session/stored-bearer.ts';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

// The bearer the first screen's visit call sends, read from the browser's storage without the zod
// runtime (the first screen's budget): the same one the API client sends.

const storage = () => createKeyValueStorage({ backing: createMemoryBacking() });

describe('the stored bearer', () => {
  it("is the signed-in user's access token, else the applicant's token, else none: as the session store says", () => {
    const kv = storage();
    const session = createSessionStore(kv);
    expect(storedBearerToken(kv)).toBeNull();
    session.setApplicantToken('applicant-1', 'orig-1');
    expect(storedBearerToken(kv)).toBe('applicant-1');
    session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
    expect(storedBearerToken(kv)).toBe('access-1');
    expect(storedBearerToken(kv)).toBe(session.bearerToken());
    session.clear();
    expect(storedBearerToken(kv)).toBeNull();
  });

  it('ignores what is not a token', () => {
    const kv = storage();
    kv.setJson('session.tokens', { access: 42 });
    kv.setJson('session.applicant', { token: '' });
    expect(storedBearerToken(kv)).toBeNull();
  });
});
