import { describe, expect, it } from 'vitest';
import { historyMethod, isApplicantIntent, TRANSIENT_URL_MS } from './url-history.ts';

describe('flow URLs in the browser history', () => {
  it('corrects the URL the browser landed on, and replaces a URL the machine only passed through', () => {
    expect(historyMethod({ correctsBrowserLocation: true, shownSince: 0, now: 60_000, actedOn: true })).toBe('replace');
    expect(historyMethod({ correctsBrowserLocation: false, shownSince: 10_000, now: 10_000 + TRANSIENT_URL_MS - 1, actedOn: false })).toBe('replace');
  });
  it('keeps a page the applicant saw, so Back returns to it', () => {
    expect(historyMethod({ correctsBrowserLocation: false, shownSince: 10_000, now: 10_000 + TRANSIENT_URL_MS, actedOn: false })).toBe('push');
  });
  it('keeps a page the applicant acted on at once (a Close right after the page appeared)', () => {
    expect(historyMethod({ correctsBrowserLocation: false, shownSince: 10_000, now: 10_050, actedOn: true })).toBe('push');
  });
  it('tells the applicant’s intents from the runtime’s own events', () => {
    expect(isApplicantIntent({ type: 'user.close' })).toBe(true);
    expect(isApplicantIntent({ type: 'app.tokens' })).toBe(false);
    expect(isApplicantIntent({ type: 'nav.location' })).toBe(false);
  });
});
