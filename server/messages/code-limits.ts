// Limits of one-time codes (issue 3): they live in the database, so a restart or another instance
// sees the same counters.
export const CODE_TTL_MS = 10 * 60 * 1000;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
export const MAX_SENDS_PER_WINDOW = 5;
export const SEND_COOL_DOWN_MS = 30 * 1000;
export const FAILURE_WINDOW_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const MAX_PARTNER_TRIES = 3;
