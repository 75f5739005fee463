import type { Db } from '../db/database.ts';
import { tooMany } from '../http/http-error.ts';
import { takeHit } from '../limits/sliding-limit.repository.ts';
import { RECIPIENT_SENDS, RECIPIENT_CHANNEL_COOL_DOWN } from './code-limits.ts';
import type { MessageKind } from './message-kind.ts';

// At most 5 texts or emails per recipient in 10 minutes, whatever the call that sends them (codes,
// resends, instant links, new applications on the same phone), and one per 30 seconds on each
// channel: the partner's 4-digit code, our own 6-digit code, a sign-in code and an instant link are
// different channels, so the SMS fallback ("Text me a 6-digit code instead") goes out at once after
// the partner's code, while a second code of the same kind waits.
//
// The channel's cool-down is taken first: a burst on one channel passes one request to the window.
// When the window then refuses, that channel's 30 s are spent too; the window's wait is the longer
// one in all but its last seconds, so the applicant is never told a wait shorter than the real one.

/** Takes one of the recipient's sends on `channel`, or throws 429 too_many_requests with Retry-After. */
export async function assertMaySendTo(db: Db, now: Date, recipient: string, channel: MessageKind): Promise<void> {
  const what = channel === 'link' ? 'link' : 'code';
  const coolDown = await takeHit(db, `send:${recipient}:${channel}`, RECIPIENT_CHANNEL_COOL_DOWN, now);
  if (!coolDown.taken) {
    throw tooMany('too_many_requests', (wait) => `Please wait ${wait} seconds before requesting a new ${what}.`, coolDown.retryAfterMs / 1000);
  }
  const hit = await takeHit(db, `send:${recipient}`, RECIPIENT_SENDS, now);
  if (hit.taken) return;
  throw tooMany('too_many_requests', (wait) => `Too many ${what}s requested. Please try again in ${Math.ceil(wait / 60)} minutes.`, hit.retryAfterMs / 1000);
}
