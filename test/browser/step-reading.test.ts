import { describe, expect, it } from 'vitest';
import { isElsewhere, readUntilShown, shownStateOf, type Read } from '../e2e/generated/step-reading.ts';
import { checkScreen, type Seen } from '../e2e/screen-oracle.ts';
import { NO_DATA } from '../e2e/screen-expectations.ts';

// The browser oracle's reading of a step, on a busy machine: a load that fails at once leaves its
// screen before it shows, and the flow comes to rest in resume's retry view ("verify
// loadApplicationSummary → asking fails then Try again": the failed load of the verify page asks
// where the application stands, and that fails too). Once, under load, the oracle read the verify
// page while it was still loading, could not read resume (no screen of its own), and reported the
// stale reading; on a quiet machine it read nothing at all and passed the step unchecked.

const URL_ = '/onboard/card/o-1/verify';
const verifyLoading: Seen = { stateId: 'verify', url: URL_, heading: null, text: 'Loading…' };
const resumeAsking: Seen = { stateId: 'resume', url: URL_, heading: null, text: 'Loading…' };
const resumeFailed: Seen = { stateId: 'resume', url: URL_, heading: "We couldn't load this page", text: "We couldn't load this page Something went wrong. Try again" };
const AFTER_A_FAULT = { loading: false, retry: true };

const reads = (...sequence: Read[]) => {
  let next = 0;
  return () => Promise.resolve(sequence[Math.min(next++, sequence.length - 1)] ?? null);
};
const reading = (seen: Seen, allowed = AFTER_A_FAULT): Read => ({ seen, problems: checkScreen(seen, NO_DATA, allowed) });

describe('a state with no screen of its own (resume)', () => {
  it('shows its retry view after a failed load', () => {
    expect(checkScreen(resumeFailed, NO_DATA, AFTER_A_FAULT)).toEqual([]);
  });

  it('shows no retry view while no load failed, and no loading view that never ends', () => {
    expect(checkScreen(resumeFailed, NO_DATA, { loading: false, retry: false })).toEqual(['the retry view of a failed load, while no load failed']);
    expect(checkScreen(resumeAsking, NO_DATA, AFTER_A_FAULT)).toEqual(['a loading view where the retry view of a failed load must show (no call is out, or it never ends)']);
    expect(checkScreen({ ...resumeFailed, text: "We couldn't load this page" }, NO_DATA, AFTER_A_FAULT)).toEqual(["the retry view without 'Try again'"]);
  });

  it('never shows a screen', () => {
    expect(checkScreen({ stateId: 'resume', url: URL_, heading: 'Verify your phone number', text: 'Verify your phone number' }, NO_DATA, AFTER_A_FAULT)).toEqual([
      'a screen (heading Verify your phone number) in resume, which has none of its own: expected its loading or retry view',
    ]);
  });

  it('is the state a snapshot shows when no routable state is active', () => {
    const topLevel = new Map([['resume', 'resume'], ['onboarding.boot', 'boot'], ['verify', 'verify']]);
    const routable = new Set(['verify']);
    expect(shownStateOf(['resume', 'onboarding.resume.failed'], routable, topLevel)).toBe('resume');
    expect(shownStateOf(['verify', 'onboarding.verify.loadingPhoneNumber'], routable, topLevel)).toBe('verify');
    expect(shownStateOf([], routable, topLevel)).toBeNull();
  });
});

describe('reading a step until the page shows what it must', () => {
  it('passes once the flow rests in a view that is right, whatever it passed through', async () => {
    const outcome = await readUntilShown(reads(null, reading(verifyLoading), reading(resumeAsking), reading(resumeFailed)), 1000, 0);
    expect(outcome).toEqual({ shown: true, seen: resumeFailed });
  });

  it('reports the last reading when the time is up', async () => {
    const outcome = await readUntilShown(reads(reading(verifyLoading), reading(resumeAsking)), 20, 1);
    expect(outcome).toEqual({ shown: false, seen: resumeAsking, problems: ['a loading view where the retry view of a failed load must show (no call is out, or it never ends)'] });
  });

  it('fails a step that gave no reading at all', async () => {
    const outcome = await readUntilShown(reads(null), 20, 1);
    expect(outcome).toEqual({ shown: false, seen: null, problems: ['the page gave no reading of the flow within 0 s (no snapshot, or between pages)'] });
  });

  it('says when the page could not be read since its last reading', async () => {
    const outcome = await readUntilShown(reads(reading(verifyLoading), null), 20, 1);
    expect(outcome.shown).toBe(false);
    expect(!outcome.shown && outcome.problems.at(-1)).toBe('and no reading since (between pages) until 0 s had passed');
  });

  it('ends at a page that is not the app', async () => {
    expect(await readUntilShown(reads(reading(verifyLoading), 'elsewhere'), 1000, 0)).toEqual({ shown: true, seen: null });
  });

  it("knows the pages that are not the app's: the bank's, and an answer of the API (before the app is opened)", () => {
    expect(['/sandbox/authenticate', '/api/sandbox/outbox'].map(isElsewhere)).toEqual([true, true]);
    expect(['/onboard/card/o-1/verify', '/signup/start', '/q/signup/start-offer/v1'].map(isElsewhere)).toEqual([false, false, false]);
  });
});
