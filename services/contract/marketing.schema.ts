import { z } from 'zod';
import { ClientId } from './common.schema.ts';

export { POINTS_OFFERS, isOfferId, pointsOfferOf } from './marketing.constants.ts';
export type { OfferId } from './marketing.constants.ts';
export const PointsOffer = z.object({ id: z.string(), points: z.number().int(), offer_code: z.string(), text: z.string() });
export type PointsOffer = z.infer<typeof PointsOffer>;

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
