import { describe, expect, it } from 'vitest';
import { liveApplicant } from '../../src/flow-map/live-step/live-applicant.ts';
import { FRESH_WORLD } from '../../src/flow-map/live-step/sandbox-world.ts';

// Walks run side by side (the all-states test, several people on /flow): two that drew the same
// phone shared its codes and its limits, and the second was refused its code ("rateLimited": the
// flaky failure of the all-states test).

describe('the applicant of a live walk', () => {
  it('never has the phone of another walk of this process, in the small range of our own code', () => {
    const phones = Array.from({ length: 2000 }, () => liveApplicant({ ...FRESH_WORLD, phone: 'own' }).phone);
    expect(new Set(phones).size).toBe(phones.length);
    expect(phones.every((phone) => /^\+1[2-9]\d{2}555017\d$/.test(phone))).toBe(true);
  });

  it("pays with the sandbox's card that authenticates by redirect when the plan goes through 3-D Secure", () => {
    expect(liveApplicant({ ...FRESH_WORLD, card: 'redirect' }).cardNumber).toBe('4000000000003063');
  });
});
