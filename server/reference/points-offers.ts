import { POINTS_OFFERS, type OfferId, type PointsOffer } from '../../services/contract/marketing.schema.ts';

// The three points offers of the second document (v1 5,000; v2 25,000; v3 20,000).

export function pointsOffer(id: string): PointsOffer | null {
  if (!Object.hasOwn(POINTS_OFFERS, id)) return null;
  const offer = POINTS_OFFERS[id as OfferId];
  return { id, points: offer.points, offer_code: offer.offer_code, text: `${offer.points.toLocaleString('en-US')} bonus points` };
}
