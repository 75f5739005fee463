import { describe, expect, it, vi } from 'vitest';
import type { EarlierVisit } from '../e2e/earlier-visit.ts';
import { seedCache } from '../e2e/generated/seeds.ts';

// The generated paths share each seed's application and its signed-in session. A slow run (a busy
// machine) outlived the 15-minute access token, and the late paths were signed out; the seed now
// signs in again before its token nears its end, once, whoever asks.

const TTL = 15 * 60_000;
const RENEW_WITHIN = 2 * 60_000;

function visitIssuedAt(issuedAt: number): EarlierVisit {
  return { originationId: 'o-1', email: 'alex.5125550164@example.com', applicantToken: 'applicant', tokens: { access: 'a-0', refresh: 'r-0' }, tokensIssuedAt: issuedAt, quoteId: 'q-1' };
}

function cacheAt(clock: { now: number }) {
  const make = vi.fn(async () => visitIssuedAt(0));
  let sessions = 0;
  const signIn = vi.fn(async () => {
    sessions += 1;
    return { access: `a-${sessions}`, refresh: `r-${sessions}` };
  });
  const seed = seedCache<'insured'>({ make, signIn, accessTtlMs: TTL, renewWithinMs: RENEW_WITHIN, now: () => clock.now });
  return { seed, make, signIn };
}

describe('the generated paths’ seeds', () => {
  it('are made once and shared while their session lasts', async () => {
    const clock = { now: 0 };
    const { seed, make, signIn } = cacheAt(clock);
    const first = await seed('insured');
    clock.now = TTL - RENEW_WITHIN - 1;
    const later = await seed('insured');
    expect(make).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    expect(later.tokens).toEqual(first.tokens);
  });

  it('sign in again before the access token nears its end, and keep the new session', async () => {
    const clock = { now: 0 };
    const { seed, signIn } = cacheAt(clock);
    await seed('insured');
    clock.now = TTL - RENEW_WITHIN;
    const renewed = await seed('insured');
    expect(signIn).toHaveBeenCalledWith('alex.5125550164@example.com');
    expect(renewed.tokens).toEqual({ access: 'a-1', refresh: 'r-1' });
    expect(renewed.tokensIssuedAt).toBe(TTL - RENEW_WITHIN);
    expect(renewed.originationId).toBe('o-1');
    clock.now += 60_000;
    expect((await seed('insured')).tokens).toEqual({ access: 'a-1', refresh: 'r-1' });
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('sign in once for paths that ask at the same time', async () => {
    const clock = { now: 0 };
    const { seed, signIn } = cacheAt(clock);
    await seed('insured');
    clock.now = TTL;
    const visits = await Promise.all([seed('insured'), seed('insured'), seed('insured')]);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(new Set(visits.map((visit) => visit.tokens?.access))).toEqual(new Set(['a-1']));
  });

  it('leave a seed without a signed-in session as it is', async () => {
    const signIn = vi.fn();
    const seed = seedCache<'started'>({ make: async () => ({ ...visitIssuedAt(0), tokens: null, tokensIssuedAt: null }), signIn, accessTtlMs: TTL, renewWithinMs: RENEW_WITHIN, now: () => 10 * TTL });
    expect((await seed('started')).tokens).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });
});
