import { describe, expect, it } from 'vitest';
import { clientLimitGroupOf, clientLimitsFrom, DEFAULT_CLIENT_LIMITS, trustProxyFrom } from '../../../server/http/client-limits.ts';
import { CODE_TTL_MS, MAX_PARTNER_TRIES, MAX_WRONG_TRIES, RECIPIENT_CHANNEL_COOL_DOWN, RECIPIENT_SENDS, wrongTries } from '../../../server/messages/code-limits.ts';

// The limits as configured: per client address (with their environment overrides) and per
// recipient and code (the numbers of the first document and issues 3 and 11).

const MINUTE = 60_000;

describe('per-client limits', () => {
  it('launch defaults per client address and minute', () => {
    expect(DEFAULT_CLIENT_LIMITS).toEqual({
      start: { max: 20, windowMs: MINUTE },
      code_send: { max: 10, windowMs: MINUTE },
      code_check: { max: 20, windowMs: MINUTE },
      sign_in: { max: 10, windowMs: MINUTE },
      handoff: { max: 10, windowMs: MINUTE },
      upload: { max: 20, windowMs: MINUTE },
      api: { max: 1200, windowMs: MINUTE },
    });
  });

  it('group each limited route, every other API route in api, and nothing outside the API', () => {
    expect(clientLimitGroupOf('POST', '/api/v1/origination/start/')).toBe('start');
    expect(clientLimitGroupOf('POST', '/api/users/login/')).toBe('sign_in');
    expect(clientLimitGroupOf('GET', '/api/users/login/')).toBe('api');
    expect(clientLimitGroupOf('GET', '/api/config/')).toBe('api');
    expect(clientLimitGroupOf('GET', '/signup/start')).toBeNull();
    expect(clientLimitGroupOf('GET', '/assets/api/x.js')).toBeNull();
  });

  it('RATE_LIMITS=off turns them off; without overrides they are the defaults', () => {
    expect(clientLimitsFrom({ RATE_LIMITS: 'off' })).toBeNull();
    expect(clientLimitsFrom({})).toEqual(DEFAULT_CLIENT_LIMITS);
    expect(clientLimitsFrom({ RATE_LIMITS: 'on', RATE_LIMIT_START: '' })).toEqual(DEFAULT_CLIENT_LIMITS);
  });

  it('RATE_LIMIT_<GROUP>=<max>/<seconds> changes that group only', () => {
    expect(clientLimitsFrom({ RATE_LIMIT_START: '30/60', RATE_LIMIT_CODE_SEND: ' 5/120 ' })).toEqual({
      ...DEFAULT_CLIENT_LIMITS,
      start: { max: 30, windowMs: 60_000 },
      code_send: { max: 5, windowMs: 120_000 },
    });
    // The defaults themselves are untouched by an override.
    expect(DEFAULT_CLIENT_LIMITS.start).toEqual({ max: 20, windowMs: MINUTE });
  });

  it('refuses an override it cannot read, naming the variable', () => {
    const message = 'RATE_LIMIT_UPLOAD must be <max>/<seconds>, e.g. 20/60';
    expect(() => clientLimitsFrom({ RATE_LIMIT_UPLOAD: '20' })).toThrow(message);
    expect(() => clientLimitsFrom({ RATE_LIMIT_UPLOAD: '20/0' })).toThrow(message);
    expect(() => clientLimitsFrom({ RATE_LIMIT_UPLOAD: 'x20/60' })).toThrow(message);
    expect(() => clientLimitsFrom({ RATE_LIMIT_UPLOAD: '20/60s' })).toThrow(message);
  });

  it('TRUST_PROXY: off by default and by its off words, on by its on words, else the proxies named', () => {
    for (const off of [undefined, '', 'false', '0', 'off']) expect(trustProxyFrom(off)).toBe(false);
    for (const on of ['true', '1', 'on']) expect(trustProxyFrom(on)).toBe(true);
    expect(trustProxyFrom('10.0.0.1,10.0.0.0/8')).toBe('10.0.0.1,10.0.0.0/8');
  });
});

describe('per-recipient and per-code limits', () => {
  it('a code lives 10 minutes; 5 wrong tries of our code, 3 of the partner code', () => {
    expect(CODE_TTL_MS).toBe(600_000);
    expect(MAX_WRONG_TRIES).toBe(5);
    expect(MAX_PARTNER_TRIES).toBe(3);
    expect(wrongTries(3)).toEqual({ max: 3, windowMs: 600_000 });
  });

  it('5 messages per recipient in 10 minutes, one per 30 s on each channel', () => {
    expect(RECIPIENT_SENDS).toEqual({ max: 5, windowMs: 600_000 });
    expect(RECIPIENT_CHANNEL_COOL_DOWN).toEqual({ max: 1, windowMs: 30_000 });
  });
});
