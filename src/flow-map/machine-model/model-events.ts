import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import { ROUTE_TABLE, urlForState } from '../../../machines/route-table.ts';
import { T0, startResponse, challenge, petChallenge, petlessChallenge, signup, preDecisionSignups, approvalSignups, petApplication, quote, pricing, purchase, plan, apiError, regulatoryDocuments } from './model-fixtures.ts';

// The events the model offers in a state: the user's intents with concrete payloads, every invoked
// service answered by its done (one event per guarded branch) and error events, and the timers as
// `xstate.after.<delay>.<state id>`. An event with `late: true` happens after the relevant deadline
// (the clock of `clockFor`), which is how the 31 s time-out and the 24 h window are reached.
// Production code (issue 35): `/flow` lists the paths the model tests replay from these events and
// the state abstraction beside them; the model tests, the browser paths and the stories use them too.

export type ModelEvent = EventObject & { late?: boolean; [key: string]: unknown };

const done = (id: string, ...outputs: unknown[]): ModelEvent[] => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const error = (id: string, ...errors: unknown[]): ModelEvent[] => errors.map((err) => ({ type: `xstate.error.actor.${id}`, error: err }));
const late = (events: ModelEvent[]): ModelEvent[] => [...events, ...events.map((e) => ({ ...e, late: true }))];

export const startValues = { phoneNumber: '+15125550100', dob: '01-15' };
export const petValues = {
  animal: { pet_name: 'Rex', pet_type: 'dog', pet_age: '3_year_old', pet_breed: 'beagle', pet_gender: 'male', existing_health_conditions: 'false' },
  address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
};
export const userValues = {
  individual: {
    firstName: 'Jamie', lastName: 'Rivera', ssn: '000001234', dob: '01/15/1990', email: 'jamie.rivera@example.com', phoneNumber: '+15125550100',
    address: { address: '401 Congress Ave', extendedAddress: '', city: 'Austin', state: 'TX', postalCode: '78701' },
  },
  residenceType: 'RENT', annualIncome: 60000, employmentType: 'EMPLOYED', monthlyHousingPayment: 1200,
};
export const alternateAddress = { formatted_address: '1 Main St, Austin, TX', city: 'Austin', state: 'TX', county: '', postal_code: '78701', unit: '', residenceType: 'OWN' };

/** `user.submit` payloads per state that has a form. */
const SUBMITS: Record<string, ModelEvent[]> = {
  'offerStart.form': [{ type: 'user.submit', form: 'start', values: startValues }],
  'getStarted.form': [{ type: 'user.submit', form: 'start', values: startValues }],
  'verify.entering': [{ type: 'user.submit', form: 'code', values: { code: '1234' } }],
  'verifyOwn.entering': [{ type: 'user.submit', form: 'code', values: { code: '123456' } }],
  'signin.email': [{ type: 'user.submit', form: 'email', values: { email: 'jamie.rivera@example.com' } }],
  'signin.code': [{ type: 'user.submit', form: 'code', values: { code: '123456' } }],
  'about.editing': [{ type: 'user.submit', form: 'pet', values: petValues }],
  'user.editing': [{ type: 'user.submit', form: 'userInfo', values: userValues }],
  'unsupportedAddress.editing': [{ type: 'user.submit', form: 'alternateAddress', values: { alternateAddress } }],
  // Pay by card, or on the alternate path with its phone.
  'payment.entering': [{ type: 'user.submit' }, { type: 'user.submit', form: 'payment', values: { phone: '+15125550142' } }],
};

const uploaded = { id: 'doc-9', name: 'income.pdf', created: '2026-11-21T12:00:00.000Z', document_type: 'Proof of income' };

/** An add-on change after the policy was configured (its configuration's answer lost on the way). */
const policyConfigured = apiError(409, 'The policy is already configured: its coverage can no longer change.', 'out_of_order');

/** A step's own call answered 401: the client's token refresh failed, the session ended (decision 0063). */
const sessionEnded = apiError(401, 'Given token not valid for any token type', 'token_not_valid');

/** A state's data load fails: signed out, not theirs, not this far yet, or the server failed. */
const loadErrors = (id: string): ModelEvent[] =>
  error(id, apiError(401, 'Please sign in to continue.', 'not_authenticated'), apiError(404, 'Not found', 'not_found'), apiError(409, 'Not yet.', 'out_of_order'), apiError(500));

/** Done/error answers per invoke id (per state where one id answers differently). */
// eslint-disable-next-line max-lines-per-function -- a table, one case per call of the machine: read and extended a call at a time, split it would only scatter the calls
function serviceEvents(nodeId: string, invokeId: string): ModelEvent[] {
  switch (invokeId) {
    case 'listApplications':
      return [
        ...done(
          invokeId,
          [{ id: 'orig-9', next: 'zoomies.card.about', created: '2026-11-20T00:00:00Z', phone_number: '+15125550100' }],
          [{ id: 'orig-8', next: 'zoomies.card.verify', created: '2026-11-20T00:00:00Z', phone_number: '+15125550100' }],
          [],
        ),
        ...loadErrors(invokeId),
      ];
    case 'loadApplicationSummary':
      return [...done(invokeId, { id: 'orig-8', next: 'zoomies.card.verify', created: '2026-11-20T00:00:00Z', phone_number: '+15125550100' }), ...loadErrors(invokeId)];
    case 'startOrigination':
      return [
        ...done(
          invokeId,
          startResponse(),
          startResponse({ correlation_id: null }),
          startResponse({ next: 'zoomies.card.about' }),
          startResponse({ auth_token: '', next: 'login', correlation_id: null, login_message: 'Please log in.', login_next: '/onboard/card/applicant-details' }),
        ),
        ...error(invokeId, apiError(400, 'Please enter a valid date')),
      ];
    case 'startPhoneCheck':
      return [
        ...done(invokeId, { correlation_id: 'corr-2', notice: null }, { correlation_id: null, notice: null }),
        ...error(
          invokeId,
          sessionEnded,
          apiError(502, "We're having trouble verifying your number", 'phone_check_failed'),
          apiError(429, 'Please wait 30 seconds before requesting a new code.', 'too_many_requests'),
          // Verified already (Back from the pet page, a new code after a refused validation).
          apiError(409, 'Your phone number is already verified.', 'out_of_order'),
        ),
      ];
    case 'verifyPartnerCode':
      return [
        ...done(invokeId, { success: true }),
        ...error(invokeId, sessionEnded, apiError(400, 'Wrong code. Please try again', 'wrong_code'), apiError(0, 'No answer', 'network_error'), apiError(409, 'Your phone number is already verified.', 'out_of_order')),
      ];
    case 'validateOrigination':
      // In the resume state the server's next route decides; PostPayment cannot be entered from there.
      if (nodeId.startsWith('resume')) return [...done(invokeId, { success: true, next: 'zoomies.card.accept-offer' }, { success: true, next: 'PostPayment' }), ...loadErrors(invokeId)];
      // After the phone check: verified (its next names the step, or a step that cannot open), or not.
      return [
        ...done(invokeId, { success: true, next: 'zoomies.card.about' }, { success: true, next: 'PostPayment' }, { success: false, next: null }),
        ...error(invokeId, sessionEnded, apiError(500)),
      ];
    case 'sendInstantLink':
      return [...done(invokeId, { token: 'handle-1' }), ...error(invokeId, sessionEnded, apiError(429, 'Too many links requested. Please try again in a few minutes.'))];
    case 'sendOwnCode':
      return [...done(invokeId, { shared_key: 'shared-1' }), ...error(invokeId, sessionEnded, apiError(500), apiError(409, 'Your phone number is already verified.', 'out_of_order'))];
    case 'verifyOwnCode':
      return [...done(invokeId, { ok: true }), ...error(invokeId, sessionEnded, apiError(400, 'Wrong code. Please try again', 'wrong_code'), apiError(409, 'Your phone number is already verified.', 'out_of_order'))];
    case 'loadChallenge':
      // On the pet-less notice the server's challenge has the pet that was given, and why it cannot be insured.
      if (nodeId.startsWith('petlessOffer')) return [...done(invokeId, petlessChallenge, { ...petlessChallenge, next: 'zoomies.card.accept-offer' }), ...loadErrors(invokeId)];
      // On the personal details it has the pet given on the step before.
      if (nodeId.startsWith('user')) return [...done(invokeId, petChallenge, { ...petChallenge, next: 'zoomies.card.accept-offer' }), ...loadErrors(invokeId)];
      return [...done(invokeId, challenge, { ...challenge, next: 'zoomies.card.accept-offer' }), ...loadErrors(invokeId)];
    case 'submitPet':
      return [
        ...done(invokeId, { decline_reason: null, waitlist: true }, { decline_reason: 'pet_too_young', waitlist: false }, { decline_reason: null, waitlist: false }),
        // Failed, or too late (the details went in meanwhile): where the application stands.
        ...error(invokeId, sessionEnded, apiError(500), apiError(409, 'Your details were already submitted for this application.', 'out_of_order')),
      ];
    case 'completeApplication':
      return [
        ...done(invokeId, { token: { access: 'access-1', refresh: 'refresh-1' }, user: { id: 'user-1', first_name: 'Jamie', last_name: 'Rivera', email: 'jamie.rivera@example.com' } }, { token: null, user: null }),
        // Refused, or already in (another tab, an answer lost on the way): where the application stands.
        ...error(invokeId, sessionEnded, apiError(400, 'SSN is required'), apiError(409, 'Your details were already submitted for this application.', 'out_of_order')),
      ];
    case 'fetchSignup':
      if (nodeId.startsWith('preprocessing')) return late([...done(invokeId, ...Object.values(preDecisionSignups)), ...error(invokeId, sessionEnded, apiError(500))]);
      if (nodeId.startsWith('processing')) return late([...done(invokeId, ...Object.values(approvalSignups)), ...error(invokeId, sessionEnded, apiError(500))]);
      if (nodeId.startsWith('user')) return [...done(invokeId, signup()), ...error(invokeId, apiError(500))];
      // A state's own load: the offer open or accepted, the quiz answered or not, with or without a pet
      // application.
      return [
        ...done(
          invokeId,
          signup(),
          signup({ offer_accepted: true }),
          signup({ had_insurance_before: true }),
          signup({ pet_application: null, has_card_animal: false }),
        ),
        ...loadErrors(invokeId),
      ];
    case 'acceptOffer':
      return [...done(invokeId, { success: true, next: 'zoomies.card.processing' }), ...error(invokeId, sessionEnded, apiError(409, 'user_exists', 'user_exists'), apiError(500))];
    case 'submitQuiz':
      return [...done(invokeId, { had_insurance_before: true }), ...error(invokeId, sessionEnded, apiError(409, 'insurance_quiz_exists', 'insurance_quiz_exists'), apiError(500))];
    case 'refreshFinalizedApplication':
      // After the 24-hour window: the server has configured the plan, or not yet.
      return [...done(invokeId, petApplication({ policyConfigured: true }), petApplication()), ...error(invokeId, sessionEnded, apiError(500))];
    case 'loadPetApplication':
      // Also one whose 24-hour window ended a day ago (the server's deadline: the add-on page is over).
      return [
        ...done(invokeId, petApplication(), petApplication({ policyConfigured: true }), petApplication({ planId: 'plan-1' }), petApplication({ finalizationDeadline: '2026-11-20T11:00:00.000Z' })),
        ...loadErrors(invokeId),
      ];
    case 'setPolicyOption':
    case 'restoreDefaultOption':
      return [...done(invokeId, petApplication({ coinsurance: 90 })), ...error(invokeId, sessionEnded, apiError(500), policyConfigured)];
    case 'setCoverages':
    case 'restoreStandardCoverages':
      return [...done(invokeId, quote(['cov-vet'])), ...error(invokeId, sessionEnded, apiError(500), policyConfigured)];
    case 'fetchPricing':
      return [...done(invokeId, pricing), ...error(invokeId, sessionEnded, apiError(500))];
    case 'configurePolicy':
    case 'configurePurchasedPolicy':
      return [...done(invokeId, { id: 'pc-1', plan_id: 'plan-1', status: 'configured' }), ...error(invokeId, sessionEnded, apiError(409, 'Not configurable yet', 'not_yet'), apiError(500))];
    case 'createPlanPurchase':
      return [
        ...done(invokeId, purchase(), purchase({ status: 'succeeded', payment_method: 'pm_1' })),
        ...error(invokeId, sessionEnded, apiError(410, 'Already purchased'), apiError(500)),
      ];
    case 'confirmPayment':
      // The form's confirmation answers every failure as a result: it never rejects.
      return done(invokeId, { status: 'succeeded', paymentMethod: 'pm_1' }, { status: 'failed', paymentMethod: null, message: 'Your card was declined.' });
    case 'retrievePaymentReturn':
      return [
        ...done(invokeId, { status: 'succeeded', paymentMethod: 'pm_1' }, { status: 'failed', paymentMethod: null, message: 'Your card was declined.' }),
        ...error(invokeId, sessionEnded, apiError(500)),
      ];
    case 'completePurchase':
      return [...done(invokeId, purchase({ status: 'completed', payment_method: 'pm_1' })), ...error(invokeId, sessionEnded, apiError(500, 'Payment could not be completed'))];
    case 'registerPhone':
      // Stored, stored before for this user (409), or not stored.
      return [...done(invokeId, { id: 'phone-1', phone_number: '+15125550142' }), ...error(invokeId, sessionEnded, apiError(409, 'This phone number is already registered.', 'phone_exists'), apiError(500))];
    case 'refetchPurchase':
      return [...done(invokeId, purchase()), ...error(invokeId, sessionEnded, apiError(500))];
    case 'submitAlternateAddress':
      return [...done(invokeId, { ok: true }), ...error(invokeId, sessionEnded, apiError(500))];
    case 'uploadDocument':
      return [...done(invokeId, uploaded), ...error(invokeId, sessionEnded, apiError(500))];
    case 'listDocuments':
      return [...done(invokeId, [], [uploaded]), ...loadErrors(invokeId)];
    case 'loadPlan':
      return [...done(invokeId, plan), ...loadErrors(invokeId)];
    case 'loadStateConfig':
      return [...done(invokeId, { state: 'TX', accident_days: 3, illness_days: 14, cruciate_days: 180 }, null), ...loadErrors(invokeId)];
    case 'loadRegulatoryDocuments':
      return done(invokeId, regulatoryDocuments);
    default:
      return [];
  }
}

/** Leaves where the root's own events (routes, locations, close, reload, session) are offered. */
const ROUTE_HUBS: Record<string, readonly string[] | 'all'> = {
  'offerStart.form': 'all',
  'notPreQualified.shown': 'all',
  'additionalServices.ready.panel.idle': ['payment'],
  'payment.entering': ['postPayment'],
};
const ROOT_EVENT_HUBS = new Set(['offerStart.form', 'notPreQualified.shown']);

const allRouteIds = ROUTE_TABLE.map((r) => r.stateId);
/** The canonical URL of every route of an application (orig-1), for deep links. */
const DEEP_LINKS = ROUTE_TABLE.map((r) => urlForState(r.stateId, { originationId: 'orig-1', quoteId: 'quote-1' })).filter(
  (url): url is string => url !== null && url.startsWith('/onboard/card/'),
);

function userEvents(nodeId: string, type: string): ModelEvent[] {
  switch (type) {
    case 'user.submit':
      return SUBMITS[nodeId] ?? [{ type }];
    case 'user.setAgreement':
      return [{ type, checked: true }];
    case 'user.answer':
      return [{ type, hadInsuranceBefore: true }];
    case 'user.toggleAddOn':
      return [{ type, key: 'coinsurance', on: true }, { type, key: 'vet_visit', on: true }];
    case 'user.choosePaymentPeriod':
      return [{ type, period: 'monthly' }];
    case 'user.chooseDocumentType':
      return [{ type, documentType: 'Proof of income' }];
    case 'user.upload':
      // Two picks with their own keys: a second one while the first uploads joins the queue.
      return [
        { type, files: [{ key: 'pick-1', file: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'income.pdf' }] },
        { type, files: [{ key: 'pick-2', file: new Blob(['%PDF'], { type: 'application/pdf' }), name: 'id.pdf' }] },
        // Only a file the server refuses: its row fails, nothing is sent.
        { type, files: [{ key: 'pick-3', file: new Blob(['notes'], { type: 'text/plain' }), name: 'notes.txt' }] },
      ];
    default:
      return [{ type }];
  }
}

/** A node's path below the root ('offerStart.form'): ids of children carry the machine id. */
const pathOf = (node: AnyStateNode): string => node.path.join('.');

function eventsOfType(node: AnyStateNode, type: string, leafIds: string[]): ModelEvent[] {
  if (type.startsWith('xstate.done.actor.')) return serviceEvents(pathOf(node), type.slice('xstate.done.actor.'.length)).filter((e) => e.type === type);
  if (type.startsWith('xstate.error.actor.') && type !== 'xstate.error.actor.*') {
    return serviceEvents(pathOf(node), type.slice('xstate.error.actor.'.length)).filter((e) => e.type === type);
  }
  if (type.startsWith('xstate.after.')) {
    // The countdown tick and the decision time-out also happen past their deadline.
    return type.includes('COUNTDOWN_TICK') ? late([{ type }]) : [{ type }];
  }
  if (type === 'app.resumed') return late([{ type }]);
  if (node.parent) {
    if (type.startsWith('user.')) return userEvents(pathOf(node), type);
    if (type === 'session.failed') return [{ type, outcome: { code: 'wrongCode' } }];
    if (type === 'session.signedIn') return [{ type, user: null }];
    if (type === 'payment.returned') return [{ type, clientSecret: 'seti_1_secret_1' }];
    return [{ type }];
  }
  // The root: only at the hubs.
  const hub = leafIds.find((id) => id in ROUTE_HUBS);
  if (type === 'xstate.route') {
    if (!hub) return [];
    const targets = ROUTE_HUBS[hub] === 'all' ? allRouteIds : (ROUTE_HUBS[hub] as readonly string[]);
    return targets.map((id) => ({ type, to: `#${id}` }));
  }
  if (!leafIds.some((id) => ROOT_EVENT_HUBS.has(id))) return [];
  switch (type) {
    case 'nav.location':
      // Deep links: every flow URL of an application, entered with nothing loaded yet.
      return [
        ...DEEP_LINKS.map((url) => ({ type, url })),
        { type, url: '/onboard/card/orig-1/not-pre-qualified/ko_frozen_file' },
        { type, url: '/signin?next=zoomies.card.about' },
        // A next the flow refuses once signed in (the post-payment page needs a card just confirmed).
        { type, url: '/signin?next=PostPayment' },
      ];
    case 'xstate.error.actor.*':
      return [{ type: 'xstate.error.actor.loadRegulatoryDocuments', error: apiError(500) }];
    case 'session.signedIn':
      return [{ type, user: null }];
    case 'app.tokens':
      return [{ type, tokens: { access: 'access-2', refresh: 'refresh-2' } }, { type, tokens: null }];
    default:
      return [{ type }];
  }
}

/** Every event the model tries in this snapshot. */
export function modelEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const nodes = snapshot._nodes as AnyStateNode[];
  const leafIds = nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map(pathOf);
  const events: ModelEvent[] = [];
  const seen = new Set<string>();
  for (const node of nodes) {
    for (const type of node.transitions.keys()) {
      for (const event of eventsOfType(node, type, leafIds)) {
        const key = JSON.stringify(event);
        if (seen.has(key)) continue;
        seen.add(key);
        events.push(event);
      }
    }
  }
  return events;
}

/** The clock for an event: the fixed model time, or just past the deadline for a `late` event. */
export function clockFor(snapshot: AnyMachineSnapshot, event: ModelEvent): number {
  if (!event.late) return T0;
  const context = snapshot.context as { decisionDeadline: number | null; countdownDeadline: number | null };
  return Math.max(T0, context.decisionDeadline ?? 0, context.countdownDeadline ?? 0) + 1;
}
