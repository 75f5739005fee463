import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../services/session/session-store.ts';
import { createKeyValueStorage, createMemoryBacking } from '../../../services/storage/key-value-storage.ts';

const newStorage = () => createKeyValueStorage({ backing: createMemoryBacking() });

describe('session store', () => {
  it('keeps tokens across a reload and chooses the bearer: user before applicant', () => {
    const storage = newStorage();
    const session = createSessionStore(storage);
    expect(session.bearerToken()).toBeNull();
    session.setApplicantToken('applicant', 'o1');
    expect(session.bearerToken()).toBe('applicant');
    session.setTokens({ access: 'access', refresh: 'refresh' });
    const reloaded = createSessionStore(storage);
    expect(reloaded.bearerToken()).toBe('access');
    expect(reloaded.isSignedIn()).toBe(true);
    expect(reloaded.getApplicantToken()).toEqual({ token: 'applicant', originationId: 'o1' });
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const session = createSessionStore(newStorage());
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setTokens({ access: 'a', refresh: 'r' });
    session.clear();
    unsubscribe();
    session.setTokens({ access: 'b', refresh: 'r' });
    expect(listener.mock.calls.map(([s]) => s.tokens)).toEqual([{ access: 'a', refresh: 'r' }, null]);
  });

  it('shares one refresh among parallel callers and stores the rotated pair', async () => {
    const session = createSessionStore(newStorage());
    session.setTokens({ access: 'a1', refresh: 'r1' });
    const refresher = vi.fn(async (refresh: string) => ({ access: `a-from-${refresh}`, refresh: 'r2' }));
    const results = await Promise.all([session.refreshTokens(refresher), session.refreshTokens(refresher)]);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(results).toEqual([{ access: 'a-from-r1', refresh: 'r2' }, { access: 'a-from-r1', refresh: 'r2' }]);
    expect(session.getTokens()).toEqual({ access: 'a-from-r1', refresh: 'r2' });
    // A later refresh is a new one, with the rotated refresh token.
    await session.refreshTokens(refresher);
    expect(refresher).toHaveBeenLastCalledWith('r2');
  });

  it('clears the session and calls back once when the refresh fails', async () => {
    const session = createSessionStore(newStorage());
    session.setTokens({ access: 'a1', refresh: 'r1' });
    session.setApplicantToken('applicant', 'o1');
    const onFailed = vi.fn();
    const refresher = () => Promise.reject(new Error('401'));
    const results = await Promise.all([session.refreshTokens(refresher, { onFailed }), session.refreshTokens(refresher, { onFailed })]);
    expect(results).toEqual([null, null]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(session.snapshot()).toEqual({ tokens: null, applicant: null });
  });

  it('signs the user out without losing the application in progress', () => {
    const session = createSessionStore(newStorage());
    session.setTokens({ access: 'a', refresh: 'r' });
    session.setApplicantToken('applicant', 'o1');
    session.clearTokens();
    expect(session.isSignedIn()).toBe(false);
    expect(session.bearerToken()).toBe('applicant');
  });

  it('has nothing to refresh without a user session', async () => {
    const session = createSessionStore(newStorage());
    const refresher = vi.fn();
    await expect(session.refreshTokens(refresher)).resolves.toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });
});
