import type { Db } from '../db/database.ts';
import { tooMany } from '../http/http-error.ts';
import { takeHit } from '../limits/sliding-limit.repository.ts';
import { RECIPIENT_SENDS } from './code-limits.ts';

// At most 5 texts or emails per recipient in 10 minutes, and one per 30 seconds, whatever the call
// that sends them (codes, resends, instant links, new applications on the same phone).

const COOL_DOWN_MS = RECIPIENT_SENDS.coolDownMs ?? 0;

/** Takes one of the recipient's sends, or throws 429 too_many_requests with Retry-After. */
export async function assertMaySendTo(db: Db, now: Date, recipient: string, what: 'code' | 'link' = 'code'): Promise<void> {
  const hit = await takeHit(db, `send:${recipient}`, RECIPIENT_SENDS, now);
  if (hit.taken) return;
  const seconds = hit.retryAfterMs / 1000;
  if (hit.retryAfterMs <= COOL_DOWN_MS) {
    throw tooMany('too_many_requests', (wait) => `Please wait ${wait} seconds before requesting a new ${what}.`, seconds);
  }
  throw tooMany('too_many_requests', (wait) => `Too many ${what}s requested. Please try again in ${Math.ceil(wait / 60)} minutes.`, seconds);
}
