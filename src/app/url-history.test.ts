import { describe, expect, it } from 'vitest';
import { historyMethod, TRANSIENT_URL_MS } from './url-history.ts';

describe('flow URLs in the browser history', () => {
  it('replaces the landing URL and a URL that was only passed through', () => {
    expect(historyMethod({ first: true, shownSince: 0, now: 60_000 })).toBe('replace');
    expect(historyMethod({ first: false, shownSince: 10_000, now: 10_000 + TRANSIENT_URL_MS - 1 })).toBe('replace');
  });
  it('keeps a page the applicant saw, so Back returns to it', () => {
    expect(historyMethod({ first: false, shownSince: 10_000, now: 10_000 + TRANSIENT_URL_MS })).toBe('push');
  });
});
