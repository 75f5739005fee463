import { wholeNumber } from './whole-number.ts';

// Marketing constants as plain data, in a file without zod: the offer page is the first screen, and
// a module that needs one of these (the points offers, the tracked parameters of the visit call)
// must not bring the zod runtime into its budget (docs/decisions/0015-first-screen-budget.md).
// marketing.schema.ts re-exports them beside the schemas; this file imports nothing from it, so the
// two never import each other.

/** The points offers of /q/signup/start-offer/:offerId. */
export const POINTS_OFFERS = {
  v1: { points: 5_000, offer_code: 'points_01' },
  v2: { points: 25_000, offer_code: 'points_02' },
  v3: { points: 20_000, offer_code: 'points_03' },
} as const;
export type OfferId = keyof typeof POINTS_OFFERS;

/**
 * The one check that an id names an offer of the table. An own key only: `in` would also take the
 * names every object inherits, so `/q/signup/start-offer/constructor` passed as an offer.
 */
export const isOfferId = (id: string | null | undefined): id is OfferId => typeof id === 'string' && Object.hasOwn(POINTS_OFFERS, id);

/**
 * An offer of the table with its points text: the one place the server, the app and the first screen
 * read it. Its shape is the contract's PointsOffer (marketing.schema.ts): each caller passes it on as
 * one, so a difference is a type error there.
 */
export function pointsOfferOf(id: OfferId) {
  const offer = POINTS_OFFERS[id];
  return { id, points: offer.points, offer_code: offer.offer_code, text: `${wholeNumber(offer.points)} bonus points` };
}

export const TRACKED_QUERY_PARAMETERS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'fbclid', 'msclkid',
  'dclid', 'irclickid', 'irpid', 'ttclid', 'li_fat_id', 'ref', 'aff_id', 'affid', 'source', 'ppc',
  'tracking_code', 'offer_code',
] as const;

/** The visit call (endpoints.visit): the first screen sends it without loading the contract. */
export const VISIT_PATH = '/api/v1/visit-pageview/';
