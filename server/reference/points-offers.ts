import { isOfferId, pointsOfferOf, type PointsOffer } from '../../services/contract/marketing.schema.ts';

// The three points offers of the second document (v1 5,000; v2 25,000; v3 20,000).

export function pointsOffer(id: string): PointsOffer | null {
  return isOfferId(id) ? pointsOfferOf(id) : null;
}
