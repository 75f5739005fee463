import { z } from 'zod';
import { ClientId } from './common.schema.ts';

export const POINTS_OFFERS = {
  v1: { points: 5_000, offer_code: 'points_01' },
  v2: { points: 25_000, offer_code: 'points_02' },
  v3: { points: 20_000, offer_code: 'points_03' },
} as const;
export type OfferId = keyof typeof POINTS_OFFERS;
export const PointsOffer = z.object({ id: z.string(), points: z.number().int(), offer_code: z.string(), text: z.string() });
export type PointsOffer = z.infer<typeof PointsOffer>;

/** An offer of the table with its points text: the one place both the server and the app read it. */
export function pointsOfferOf(id: OfferId): PointsOffer {
  const offer = POINTS_OFFERS[id];
  return { id, points: offer.points, offer_code: offer.offer_code, text: `${offer.points.toLocaleString('en-US')} bonus points` };
}

export const TRACKED_QUERY_PARAMETERS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'fbclid', 'msclkid',
  'dclid', 'irclickid', 'irpid', 'ttclid', 'li_fat_id', 'ref', 'aff_id', 'affid', 'source', 'ppc',
  'tracking_code', 'offer_code',
] as const;

export const VisitRecord = z
  .object({
    url: z.string().max(2000),
    path: z.string().max(500),
    search: z.string().max(2000),
    referrer: z.string().max(2000),
    title: z.string().max(300),
    timestamp: z.string().max(40),
    offer_code: z.string().max(40).nullable(),
    tracking_code: z.string().max(100).nullable(),
  })
  .catchall(z.string().max(500).nullable());
export type VisitRecord = z.infer<typeof VisitRecord>;
export const VisitRequest = z.strictObject({
  payload: VisitRecord,
  client_id: ClientId,
  segment_event_id: z.string().max(64),
  is_fallback: z.boolean(),
});
export const VisitResponse = z.object({ visit_id: z.string() });
