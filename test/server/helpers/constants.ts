import { TEST_DECISION_DELAY_MS } from './test-app.ts';

/** Enough clock movement for a decision to become visible. */
export const ACCEPT_DELAY = TEST_DECISION_DELAY_MS;
