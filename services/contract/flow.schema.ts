import { z } from 'zod';

// The flow's top-level states the server records for the funnel (server/flow/progress.ts, and the
// browser's reports of the screens only it shows), as the API names them: each is one of the
// onboarding machine's own ids, in its order (test/flow-map/onboarding-labels.test.ts). Not every
// state is one: not the transient `boot` and `resume` (which asks the server where to go), where no
// applicant stands, nor a page the server never names; the map draws those without figures. And the
// funnel call of the flow map (designed): how many applications entered each state over a date range,
// where they went next and how long they stayed.

export const FLOW_STATE_IDS = [
  'offerStart',
  'getStarted',
  'instalink',
  'signin',
  'verify',
  'verifyOwn',
  'about',
  'waitlist',
  'petlessOffer',
  'user',
  'preprocessing',
  'acceptOffer',
  'processing',
  'congratulations',
  'quiz',
  'additionalServices',
  'payment',
  'welcome',
  'notPreQualified',
  'unsupportedAddress',
  'uploadDocument',
  'additionalInformation',
  'dashboard',
] as const;
export const FlowStateId = z.enum(FLOW_STATE_IDS);
export type FlowStateId = z.infer<typeof FlowStateId>;

/** A calendar day, `YYYY-MM-DD`, that exists (UTC). */
const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00.000Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'This day does not exist');

/** The longest range one funnel call covers. */
const MAX_FUNNEL_DAYS = 366;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const FunnelQuery = z
  .strictObject({ from: CalendarDay, to: CalendarDay })
  .refine((range) => range.from <= range.to, { message: 'from must be on or before to', path: ['from'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) < MAX_FUNNEL_DAYS * DAY_MS, {
    message: `The range is at most ${MAX_FUNNEL_DAYS} days`,
    path: ['to'],
  });
export type FunnelQuery = z.infer<typeof FunnelQuery>;

export const FunnelState = z.object({
  id: FlowStateId,
  /** Applications that entered the state within the range (each counted once). */
  entered: z.number().int().nonnegative(),
  /** Of those, how many went on to each next state (whenever they did). */
  exited: z.partialRecord(FlowStateId, z.number().int().positive()),
  /** The median time from entering the state to entering the next one; null when none left yet. */
  median_ms: z.number().int().nonnegative().nullable(),
});
export type FunnelState = z.infer<typeof FunnelState>;

export const FunnelResponse = z.object({ states: z.array(FunnelState) });
export type FunnelResponse = z.infer<typeof FunnelResponse>;
