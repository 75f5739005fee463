import type { z } from 'zod';
import type { VisitRequest } from '../../services/contract/marketing.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso, toFlag, toJson } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { insertVisit } from './visit.repository.ts';

/** Records a marketing page view with every tracked query parameter it carries. */
export async function recordVisit(db: Db, config: AppConfig, body: z.output<typeof VisitRequest>): Promise<{ visit_id: string }> {
  const id = newId();
  await insertVisit(db, {
    id,
    client_id: body.client_id,
    segment_event_id: body.segment_event_id,
    is_fallback: toFlag(body.is_fallback),
    offer_code: body.payload.offer_code,
    tracking_code: body.payload.tracking_code,
    payload: toJson(body.payload),
    created: iso(config.now()),
  });
  return { visit_id: id };
}
