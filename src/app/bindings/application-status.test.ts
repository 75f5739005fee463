import { describe, expect, it } from 'vitest';
import { applicationStatus } from './application-status.ts';

describe("a signed-in user's application on the Dashboard", () => {
  it('says where an open application stands and links to its step', () => {
    expect(applicationStatus({ id: 'orig-1', next: 'zoomies.card.accept-offer' })).toEqual({
      statusLabel: "You're pre-qualified: your offer is waiting for you.",
      continueHref: '/onboard/card/orig-1/accept-offer',
    });
    expect(applicationStatus({ id: 'orig-1', next: 'zoomies.card.user' }).continueHref).toBe('/onboard/card/orig-1/applicant-details');
  });
  it('has nothing to continue once the application is complete or decided', () => {
    expect(applicationStatus({ id: 'orig-1', next: 'user.onboard.base' })).toEqual({ statusLabel: 'Complete: your card is on its way.', continueHref: null });
    expect(applicationStatus({ id: 'orig-1', next: 'zoomies.card.not-pre-qualified' }).continueHref).toBeNull();
  });
});
