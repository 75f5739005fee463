import type { EmploymentType, ResidenceType } from '../contract/common.schema.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';
import type { AnalyticsEventName as ContractEventName, PaymentFailureProperties } from '../contract/analytics.schema.ts';
import type { FlowStateId } from '../contract/flow.schema.ts';

// Analytics must never break the flow: every failure of a transport (a throw or a rejected promise)
// is swallowed here, and nothing else in the client swallows errors.

/** The events of both spec documents, with the properties the spec names. */
interface AnalyticsEventProperties {
  card_signup_started: { flow_type?: 'mobile' | 'desktop'; offer_code?: string | null; promo_code?: string | null };
  credit_application_submitted: {
    annual_income: number;
    monthly_housing_payment: number;
    residence_type: ResidenceType;
    employment_type: EmploymentType;
  };
  signed_up: { user_id: string; email?: string };
  /** Sent once per application. */
  credit_approved: { origination_id: string; credit_limit?: number | null };
  /** Sent once per user. */
  account_created: { user_id: string; origination_id?: string };
  /** The decision poll gave up at its deadline (DECISION_TIMEOUT_MS; the spec's error report, with the origination id). */
  decision_timed_out: { origination_id: string | null; phase: 'preprocessing' | 'processing' };
  /** A screen's code chunk failed to load (the first document: a failed preload raises an event). */
  screen_chunk_failed: { screen: string; message: string };
  /** A screen failed to load or render: the applicant saw the retry view. */
  screen_failed: { screen: string; message: string };
  /** The payment provider's error: type, code, decline code, message, param and related ids. */
  payment_failure: PaymentFailureProperties;
  /**
   * Designed (not in the spec): the applicant entered a top-level state of the flow, for the flow
   * map's funnel. `entered_at` is when, which may be before the event is sent (see the runtime).
   */
  flow_state_entered: { state_id: FlowStateId; entered_at: string; previous_state_id: FlowStateId | null };
}
export type AnalyticsEventName = keyof AnalyticsEventProperties;
// The collector's contract accepts exactly these names: a new event must be added to both.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const EVENT_NAMES_MATCH_THE_CONTRACT: Same<AnalyticsEventName, ContractEventName> = true;
void EVENT_NAMES_MATCH_THE_CONTRACT;
export type AnalyticsProperties<E extends AnalyticsEventName> = AnalyticsEventProperties[E] & Record<string, unknown>;

/** The spec sends these once each ("credit approved and account created are each sent once"). */
const ONCE_EVENTS: readonly AnalyticsEventName[] = ['credit_approved', 'account_created'];

export interface AnalyticsUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface Analytics {
  /** Fire and forget: never throws, never rejects. */
  track<E extends AnalyticsEventName>(event: E, properties: AnalyticsProperties<E>): void;
  identify(user: AnalyticsUser): void;
}

/** Where events go (the collector, or a vendor SDK). May throw or return a rejecting promise. */
export interface AnalyticsTransport {
  track(event: string, properties: Record<string, unknown>): unknown;
  identify(user: AnalyticsUser): unknown;
}

const ANALYTICS_SENT_ONCE_KEY = 'analytics.sentOnce';

export function createAnalytics(transport: AnalyticsTransport, options: { storage?: KeyValueStorage } = {}): Analytics {
  // Remembered in storage when given, so that a reload does not send a 'once' event again (and the
  // shell's reset, which wipes the storage, starts over). Read each time: the storage is the truth.
  const inMemory = new Set<string>();
  const { storage } = options;
  const loadSentOnce = () => (storage ? new Set<string>(storage.getJson<string[]>(ANALYTICS_SENT_ONCE_KEY) ?? []) : inMemory);
  const swallow = (send: () => unknown) => {
    try {
      const result = send();
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(undefined, () => undefined);
      }
    } catch {
      // Analytics failures are swallowed (spec, error catalogue).
    }
  };
  return {
    track(event, properties) {
      if (ONCE_EVENTS.includes(event)) {
        const scope = String(properties.origination_id ?? properties.user_id ?? '');
        const onceKey = `${event}:${scope}`;
        const sentOnce = loadSentOnce();
        if (sentOnce.has(onceKey)) return;
        sentOnce.add(onceKey);
        swallow(() => storage?.setJson(ANALYTICS_SENT_ONCE_KEY, [...sentOnce]));
      }
      swallow(() => transport.track(event, { ...properties }));
    },
    identify(user) {
      swallow(() => transport.identify({ ...user }));
    },
  };
}
