import { z } from 'zod';
import { IsoDateTime } from './common.schema.ts';

// The sandbox outbox of SANDBOX.md and the sandbox payment and places providers.

/** SSN 000-00-5002: the decision becomes visible this long after the details (several polls). */
export const SANDBOX_SLOW_DECISION_MS = 12_000;

export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  kind: z.enum(['partner_code', 'otp', 'login_code', 'link', 'pet_old_enough']),
  code: z.string().nullable(),
  link: z.string().nullable(),
  body: z.string(),
  created: IsoDateTime,
  /** A message waiting for its time (the "your pet is old enough" email): when it goes out. */
  scheduled_for: IsoDateTime.nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxQuery = z.strictObject({ to: z.string().min(1).max(254) });

/** The sandbox card form: Stripe's test numbers decide the outcome. */
export const SandboxConfirmRequest = z.strictObject({
  client_secret: z.string().min(1).max(200),
  card_number: z.string().regex(/^\d{13,19}$/, 'Your card number is invalid.'),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is invalid."),
});
/** Errors carry Stripe's shape: type card_error, code, decline_code, message. */
export const PaymentError = z.object({
  type: z.string(),
  code: z.string().optional(),
  decline_code: z.string().optional(),
  message: z.string(),
  param: z.string().optional(),
});
export type PaymentError = z.infer<typeof PaymentError>;
export const SandboxSetupIntent = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method']),
  payment_method: z.string().nullable(),
  /** How the authentication it asks for happens: in the page, or on a page of its own (Stripe's redirect_to_url). */
  next_action: z.enum(['use_stripe_sdk', 'redirect_to_url']).nullable().optional(),
  /** Stripe's last_setup_error: why the last confirmation or authentication failed. */
  last_setup_error: PaymentError.nullable().optional(),
});
export type SandboxSetupIntent = z.infer<typeof SandboxSetupIntent>;
/** Retrieving a SetupIntent by its client secret (after a redirect), as Stripe.js's retrieveSetupIntent. */
export const SandboxRetrieveQuery = z.strictObject({ client_secret: z.string().min(1).max(200) });
export const SandboxAuthenticateRequest = z.strictObject({ setup_intent: z.string().min(1).max(100), approve: z.boolean() });

// Local places provider (US ZIP data).
export const PlacePrediction = z.object({ place_id: z.string(), description: z.string() });
export const PlaceResult = z.object({
  components: z.object({
    street_number: z.string(),
    route: z.string(),
    city: z.string(),
    county: z.string(),
    state: z.string(),
    postal_code: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
  place_url: z.string(),
  place_id: z.string(),
  utc_offset_minutes: z.number(),
  icon: z.string(),
  types: z.array(z.string()),
  vicinity: z.string(),
  name: z.string(),
});
export type PlaceResult = z.infer<typeof PlaceResult>;
export const PlacesQuery = z.strictObject({ input: z.string().trim().min(1).max(200) });
export const ReverseGeocodeQuery = z.strictObject({ lat: z.coerce.number(), lng: z.coerce.number() });
export const ZipLookup = z.object({ postal_code: z.string(), city: z.string(), state: z.string(), latitude: z.number(), longitude: z.number() });
/** Address errors of the second document: type invalid or po_box. */
export const ADDRESS_ERROR_MESSAGES = {
  invalid: "We can't fetch your address, please try again.",
  po_box: 'We need your home address, not a P.O. box!',
} as const;

/** Sandbox: the 24-hour policy window of one application closes now, as if a day had passed. */
export const ClosePolicyWindowRequest = z.strictObject({ application: z.string().min(1).max(100) });
export const ClosePolicyWindowResponse = z.object({ policy_configured: z.boolean() });

// "Open this step live" (decision 0072): the sandbox drives a fresh application to a state of the
// flow through the real API, then hands its session to a browser.

/** A state as `/flow` names it (`onboarding.payment.failed`) or in short (`payment.failed`); `via`: the transition that enters it (a flow map edge id). */
export const LiveStepRequest = z.strictObject({
  state: z.string().min(1).max(200),
  via: z.string().min(1).max(300).optional(),
});
export const LiveStepParams = z.strictObject({ id: z.string().uuid() });

/** A walk to a state: its progress, then the app's address there and the storage the app keeps (its session and saved flow). */
export const LiveStepRun = z.object({
  id: z.string(),
  /** The state asked for, as the flow names it. */
  state: z.string(),
  via: z.string().nullable(),
  status: z.enum(['planning', 'driving', 'ready', 'failed']),
  /** The person's steps of the walk: the one under way (0 before the first) and how many. */
  step: z.number().int().min(0),
  of: z.number().int().min(0),
  /** The step's screen, in a product owner's words ('personal details'). */
  label: z.string(),
  /** Why the walk stopped, when it failed. */
  reason: z.string().nullable(),
  /** The state the flow rests in: the one asked for, or where a failed walk stopped. */
  reached: z.string().nullable(),
  /** The app's address there (a path of this server). */
  path: z.string().nullable(),
  /** The app's storage there (its keys without the namespace): the session's tokens and the saved flow. */
  storage: z.record(z.string(), z.string()).nullable(),
});
export type LiveStepRun = z.infer<typeof LiveStepRun>;

/** Whether the plans are made, and the states (and transitions) a walk can reach. */
export const LiveStepStates = z.object({
  status: z.enum(['planning', 'ready']),
  states: z.array(z.string()),
  edges: z.array(z.string()),
});
