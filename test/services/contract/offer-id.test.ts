import { describe, it, expect } from 'vitest';
import { isOfferId, POINTS_OFFERS } from '../../../services/contract/marketing.constants.ts';
import { matchUrl } from '../../../machines/route-table.ts';
import { prerenderedPageIn } from '../../../src/app/first-screen/first-screen-page.ts';
import { pointsOffer } from '../../../server/reference/points-offers.ts';

// /q/signup/start-offer/:offerId is valid only for an id of the offers table (v1, v2, v3): the
// names every object inherits ('constructor', '__proto__', …) are not offers.

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

/** The root element of a prerendered offer page, as the browser gives it. */
const rootWith = (offer: string) => ({ dataset: { firstScreen: 'offer-start', offer } }) as unknown as HTMLElement;

describe('an offer id of the offers table', () => {
  it('is v1, v2 or v3', () => {
    expect(Object.keys(POINTS_OFFERS).filter(isOfferId)).toEqual(['v1', 'v2', 'v3']);
    expect(isOfferId('v4')).toBe(false);
    expect(isOfferId('')).toBe(false);
  });

  it.each(INHERITED)("'%s' is no offer: not for the rule, the route, the prerendered page or the server", (id) => {
    expect(isOfferId(id)).toBe(false);
    expect(matchUrl(`/q/signup/start-offer/${id}`)?.params.offerId ?? null).toBeNull();
    expect(prerenderedPageIn(rootWith(id))?.offerId).toBeNull();
    expect(pointsOffer(id)).toBeNull();
  });

  it('the route and the prerendered page keep a real offer', () => {
    expect(matchUrl('/q/signup/start-offer/v2')?.params.offerId).toBe('v2');
    expect(prerenderedPageIn(rootWith('v3'))?.offerId).toBe('v3');
  });
});
