import { describe, expect, it } from 'vitest';
import { applicationStatusLabel } from './application-status.ts';

describe("a signed-in user's application on the Dashboard", () => {
  it('says where the application stands, by its next route', () => {
    expect(applicationStatusLabel('zoomies.card.accept-offer')).toBe("You're pre-qualified: your offer is waiting for you.");
    expect(applicationStatusLabel('user.onboard.base')).toBe('Complete: your card is on its way.');
    expect(applicationStatusLabel(null)).toBe('Started.');
  });
});
