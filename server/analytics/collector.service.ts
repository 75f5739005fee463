import type { AnalyticsBatchRequest, AnalyticsBatchResponse, AnalyticsMessage } from '../../services/contract/analytics.schema.ts';
import { ONCE_EVENT_SCOPE } from '../../services/contract/analytics.schema.ts';
import { FlowStateId } from '../../services/contract/flow.schema.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { iso, toFlag, toJson } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Auth } from '../http/auth.ts';
import { assertOwnsOrigination } from '../origination/origination-access.ts';
import { recordProgress } from '../flow/progress.ts';
import { insertEvent } from './analytics.repository.ts';

// The collector: stores each event of a batch with its application, its flow state and its time.
// Once-only events stay once-only here too (unique per application or user); a batch sent twice is
// stored once (unique message ids). The browser's `flow_state_entered` events add the screens only
// the browser sees (congratulations, the welcome page, …) to the application's progress, but only
// for the caller's own application (its token), and never a second time for the same state.

/** How far back a browser's entry time is believed: a clock that is off cannot reorder a whole day. */
const CLIENT_CLOCK_TOLERANCE_MS = 24 * 60 * 60 * 1000;

function onceKey(message: AnalyticsMessage): string | null {
  if (message.type !== 'track' || !(message.event in ONCE_EVENT_SCOPE)) return null;
  const event = message.event as keyof typeof ONCE_EVENT_SCOPE;
  return `${event}:${String(message.properties[ONCE_EVENT_SCOPE[event]])}`;
}

/** Whether the caller's token owns the application (an applicant's or its user's token). */
async function ownsOrigination(db: Db, auth: Auth, originationId: string, cache: Map<string, boolean>): Promise<boolean> {
  const known = cache.get(originationId);
  if (known !== undefined) return known;
  const owned = await assertOwnsOrigination(db, auth, originationId).then(
    () => true,
    () => false,
  );
  cache.set(originationId, owned);
  return owned;
}

/** The browser's time of a state entry, kept between a day before and now (the server's clock). */
function believableTime(claimed: string, now: Date): Date {
  const at = Date.parse(claimed);
  if (Number.isNaN(at)) return now;
  return new Date(Math.min(Math.max(at, now.getTime() - CLIENT_CLOCK_TOLERANCE_MS), now.getTime()));
}

export async function collectAnalytics(db: Db, config: AppConfig, auth: Auth, body: AnalyticsBatchRequest): Promise<AnalyticsBatchResponse> {
  const now = config.now();
  const owned = new Map<string, boolean>();
  let stored = 0;
  for (const message of body.batch) {
    const authenticated = message.origination_id !== null && (await ownsOrigination(db, auth, message.origination_id, owned));
    const inserted = await insertEvent(db, {
      id: newId(),
      message_id: message.message_id,
      type: message.type,
      event: message.type === 'track' ? message.event : 'identify',
      anonymous_id: body.anonymous_id,
      user_id: message.type === 'identify' ? message.user_id : typeof message.properties.user_id === 'string' ? message.properties.user_id : auth.kind === 'user' ? auth.userId : null,
      origination_id: message.origination_id,
      authenticated: toFlag(authenticated),
      state_id: message.state,
      properties: toJson(message.type === 'track' ? message.properties : message.traits),
      occurred_at: message.at,
      received_at: iso(now),
      once_key: onceKey(message),
      forward_attempts: 0,
      forward_next_at: config.analyticsWriteKey ? iso(now) : null,
      forwarded_at: null,
    });
    if (!inserted) continue;
    stored += 1;
    if (message.type === 'track' && message.event === 'flow_state_entered' && authenticated && message.origination_id) {
      const state = FlowStateId.parse(message.properties.state_id);
      await recordProgress(db, message.origination_id, state, believableTime(String(message.properties.entered_at), now), 'browser');
    }
  }
  return { stored, ignored: body.batch.length - stored };
}
