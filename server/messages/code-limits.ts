import type { SlidingWindow } from '../limits/sliding-limit.repository.ts';

// Limits of one-time codes and texts (issues 3 and 11). They live in the database, so a restart or
// another instance sees the same counters, and they change atomically (sliding-limit.repository.ts).
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const MAX_PARTNER_TRIES = 3;
const TEN_MINUTES = 10 * 60 * 1000;

/** What one recipient (a phone or an email) may receive, whatever the call: codes, resends, links. */
export const RECIPIENT_SENDS: SlidingWindow = { max: 5, windowMs: TEN_MINUTES };
/**
 * One message per 30 seconds on each channel of a recipient (the partner's code, our own code, a
 * sign-in code, an instant link): the SMS fallback is another channel than the partner's code.
 */
export const RECIPIENT_CHANNEL_COOL_DOWN: SlidingWindow = { max: 1, windowMs: 30 * 1000 };

/** Wrong codes of one subject (an application, an email), kept across resends. */
export const wrongTries = (maxTries: number): SlidingWindow => ({ max: maxTries, windowMs: TEN_MINUTES });
