import type { Generated } from 'kysely';

// Row types of the first-party analytics (040-analytics) and of the applications' progress through
// the flow (041-progress), which the flow map's funnel reads. Same conventions as the core tables:
// ISO timestamps in text, booleans 0/1, JSON as text.

export interface AnalyticsEventsTable {
  id: string;
  /** The browser's id of the event: unique, so a batch sent twice is stored once. */
  message_id: string;
  /** `track` or `identify`. */
  type: string;
  /** The event name; `identify` for an identify call. */
  event: string;
  anonymous_id: string;
  user_id: string | null;
  /** The application the browser said the event belongs to. */
  origination_id: string | null;
  /** 1 when the caller's token owns that application (only then does it count for the funnel). */
  authenticated: number;
  /** The machine's top-level state when the event happened. */
  state_id: string | null;
  /** JSON: the track properties or the identify traits. */
  properties: string;
  /** The browser's time of the event. */
  occurred_at: string;
  received_at: string;
  /** `credit_approved:<origination id>` or `account_created:<user id>`: unique, so once stays once. */
  once_key: string | null;
  forward_attempts: number;
  /** When the forwarder may (re)try; null: not to be forwarded (no write key then, or given up). */
  forward_next_at: string | null;
  forwarded_at: string | null;
}

export interface ApplicationProgressTable {
  /** Insertion order: breaks ties between entries of the same instant. */
  id: Generated<number>;
  origination_id: string;
  /** A top-level state of the onboarding machine. */
  state_id: string;
  entered_at: string;
  /** Who saw the entry: `server` (a call it answered) or `browser` (a state event of the client). */
  source: string;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
  application_progress: ApplicationProgressTable;
}
