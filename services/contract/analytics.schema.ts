import { z } from 'zod';
import { Id, IsoDateTime } from './common.schema.ts';
import { FlowStateId } from './flow.schema.ts';

// The first-party analytics collector (designed): the browser batches its analytics events to
// `POST /api/analytics/`; the server stores each one with the application, the flow state and the
// time, and forwards them to a Segment-compatible API when configured.

/**
 * The events of both spec documents, plus (designed) `flow_state_entered` for the funnel's screens and
 * the two reports of a screen that failed to load (`screen_chunk_failed`) or showed the retry view.
 */
const ANALYTICS_EVENT_NAMES = [
  'card_signup_started',
  'credit_application_submitted',
  'signed_up',
  'credit_approved',
  'account_created',
  'decision_timed_out',
  'payment_failure',
  'screen_chunk_failed',
  'screen_failed',
  'flow_state_entered',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

/** Sent once only: per application (`origination_id`) and per user (`user_id`). */
export const ONCE_EVENT_SCOPE = { credit_approved: 'origination_id', account_created: 'user_id' } as const satisfies Partial<Record<AnalyticsEventName, string>>;

export const MAX_BATCH_EVENTS = 100;
const MAX_PROPERTIES = 40;

const Properties = z
  .record(z.string().max(64), z.unknown())
  .refine((properties) => Object.keys(properties).length <= MAX_PROPERTIES, `At most ${MAX_PROPERTIES} properties`);

/** Where the browser was when the event happened: its application and the machine's top-level state. */
const Where = {
  /** Unique per event: a batch sent twice (a retry, a send as the page goes away) is stored once. */
  message_id: z.string().min(8).max(64),
  origination_id: Id.nullable(),
  state: FlowStateId.nullable(),
  /** The browser's clock when the event happened. */
  at: IsoDateTime,
};

const providerText = (max: number) => z.string().max(max).nullable();

/**
 * The `payment_failure` event (second document, section 8): "the provider's error type, code,
 * decline code, message, param and related ids". Stripe's error fields keep Stripe's names; a field
 * the provider did not give is null, so a report always has the same keys.
 */
export const PaymentFailureProperties = z.object({
  /** Stripe's error type (card_error, validation_error, invalid_request_error, api_error, …). */
  type: z.string().min(1).max(64),
  code: providerText(64),
  decline_code: providerText(64),
  message: providerText(500),
  param: providerText(64),
  /** The related ids: the SetupIntent, its payment method, our plan purchase and its quote. */
  setup_intent_id: providerText(64),
  payment_method_id: providerText(64),
  plan_purchase_id: providerText(64),
  quote_id: providerText(64),
});
export type PaymentFailureProperties = z.infer<typeof PaymentFailureProperties>;

const requireText = (properties: Record<string, unknown>, key: string, ctx: z.RefinementCtx, event: string) => {
  const value = properties[key];
  if (typeof value !== 'string' || value === '' || value.length > 64) {
    ctx.addIssue({ code: 'custom', message: `${event} needs properties.${key}`, path: ['properties', key] });
  }
};

const TrackMessage = z
  .strictObject({ type: z.literal('track'), event: AnalyticsEventName, properties: Properties, ...Where })
  .superRefine((message, ctx) => {
    if (message.event === 'credit_approved' || message.event === 'account_created') {
      requireText(message.properties, ONCE_EVENT_SCOPE[message.event], ctx, message.event);
    }
    if (message.event === 'payment_failure') {
      for (const issue of PaymentFailureProperties.safeParse(message.properties).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: `payment_failure needs properties.${issue.path.join('.')}: ${issue.message}`, path: ['properties', ...issue.path.map(String)] });
      }
    }
    if (message.event === 'flow_state_entered') {
      if (!FlowStateId.safeParse(message.properties.state_id).success) {
        ctx.addIssue({ code: 'custom', message: 'flow_state_entered needs properties.state_id, a state of the flow', path: ['properties', 'state_id'] });
      }
      if (typeof message.properties.entered_at !== 'string' || Number.isNaN(Date.parse(message.properties.entered_at))) {
        ctx.addIssue({ code: 'custom', message: 'flow_state_entered needs properties.entered_at, an ISO time', path: ['properties', 'entered_at'] });
      }
    }
  });
type TrackMessage = z.infer<typeof TrackMessage>;

const IdentifyMessage = z.strictObject({ type: z.literal('identify'), user_id: Id, traits: Properties, ...Where });
type IdentifyMessage = z.infer<typeof IdentifyMessage>;

export const AnalyticsMessage = z.discriminatedUnion('type', [TrackMessage, IdentifyMessage]);
export type AnalyticsMessage = z.infer<typeof AnalyticsMessage>;

export const AnalyticsBatchRequest = z.strictObject({
  /** The browser's anonymous id (the same as the `x-anonymous-id` header of its other calls). */
  anonymous_id: z.string().min(1).max(64),
  batch: z.array(AnalyticsMessage).min(1).max(MAX_BATCH_EVENTS),
});
export type AnalyticsBatchRequest = z.infer<typeof AnalyticsBatchRequest>;

export const AnalyticsBatchResponse = z.object({
  /** Events stored now. */
  stored: z.number().int().nonnegative(),
  /** Events already stored (the same message id) or once-only events already sent. */
  ignored: z.number().int().nonnegative(),
});
export type AnalyticsBatchResponse = z.infer<typeof AnalyticsBatchResponse>;
