import { historyMethod, isApplicantIntent } from './url-history.ts';
import { createActor } from 'xstate';
import type { AnyTransitionDefinition, EventObject } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { restoreSnapshot, resumeAfterRestore, serializeSnapshot } from '../../machines/persistence.ts';
import { matchUrl, urlForSnapshot } from '../../machines/route-table.ts';
import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import type { OnboardingEvent } from '../../machines/onboarding.events.ts';
import { isOfferId, type OfferId } from '../../services/contract/marketing.schema.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import { openLiveFlowChannel } from './live-flow-channel.ts';
import { createFlowActors } from './flow-actors.ts';
import { CONTINUE_PATH } from './instant-link.ts';
import { fromPromise } from 'xstate';
import { createPaymentConfirmation, toConfirmationResult } from '../../services/payment/payment-confirmation.ts';
import type { ConfirmationResult, PaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import { selectPaymentProvider } from '../../services/payment/select-payment-provider.ts';
import { readPaymentReturn } from '../../services/payment/return-url.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import type { ConfirmPaymentInput, ConfirmPaymentOutput } from '../../machines/onboarding.types.ts';
import { reportFlowStates } from './flow-state-reports.ts';

// The running flow in the browser: the machine with the real actors, its snapshot saved on every
// change and restored on reload, the URL derived from the state (and back/forward/deep links sent
// to the machine, which decides), and every snapshot published to the flow map's channel (loaded
// with the flow, not with the first screen: live-flow-channel.ts).

export const SNAPSHOT_KEY = 'flow.snapshot';

export type FlowActor = ReturnType<typeof createFlowActor>;

interface RuntimeParts {
  confirmation: PaymentConfirmation;
  uploadProgress: Map<Blob, (fraction: number) => void>;
}

/** The flow map's edge id of a transition definition: `<source id>:<event type | always>:<index>`. */
function transitionKey(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const list = definition.eventType ? source.transitions.get(definition.eventType) : undefined;
  const always = source.always ?? [];
  const inList = list?.indexOf(definition) ?? -1;
  if (inList >= 0) return `${source.id}:${definition.eventType}:${inList}`;
  return `${source.id}:always:${always.indexOf(definition)}`;
}

/** The machine's confirmPayment output: the outcome, the provider's error and the SetupIntent (never the card). */
function toConfirmPaymentOutput(result: ConfirmationResult): ConfirmPaymentOutput {
  return {
    status: result.status,
    paymentMethod: result.paymentMethod,
    setupIntentId: result.setupIntentId,
    ...(result.message ? { message: result.message } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
}

function createFlowActor(
  services: BrowserServices,
  parts: RuntimeParts,
  input: OnboardingInput,
  inspect: (event: EventObject) => void,
  onTransitions: (keys: string[]) => void,
) {
  const machine = onboardingMachine.provide({
    actors: {
      ...createFlowActors({
        api: services.api,
        session: services.session,
        analytics: services.analytics,
        uploadProgress: parts.uploadProgress,
        handoffVerifiers: services.handoffVerifiers,
        identityCheck: services.identityCheck,
        finalTargetUrl: `${location.origin}${CONTINUE_PATH}`,
      }),
      // The card stays in the payment form; the machine confirms through the form's bridge.
      confirmPayment: fromPromise<ConfirmPaymentOutput, ConfirmPaymentInput>(async () => toConfirmPaymentOutput(await parts.confirmation.confirm())),
      // After a redirect (3-D Secure by redirect) the form is gone: the provider reads the SetupIntent.
      retrievePaymentReturn: fromPromise<ConfirmPaymentOutput, { clientSecret: string }>(async ({ input }) => {
        const config = await services.api.call(endpoints.clientConfig);
        const provider = selectPaymentProvider({ stripePublishableKey: config.stripe_publishable_key }, { call: services.apiCall });
        return toConfirmPaymentOutput(toConfirmationResult(await provider.retrieve(input.clientSecret)));
      }),
    },
  });
  const snapshot = restoreSnapshot(services.storage.get(SNAPSHOT_KEY));
  // Assigned right after creation: the initial microsteps are inspected while the actor is created.
  let actorRef: unknown = null;
  const actor = createActor(machine, {
    input,
    ...(snapshot ? { snapshot: snapshot as never } : {}),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === actorRef) inspect(inspection.event);
      // Every transition taken (always ones included), for the flow map and the e2e coverage.
      // (The root's own microsteps, including the initial ones taken while it is being created.)
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId && inspection._transitions.length > 0) {
        onTransitions(inspection._transitions.map(transitionKey));
      }
    },
  });
  actorRef = actor;
  return { actor, restored: Boolean(snapshot) };
}

export function isMobileBrowser(): boolean {
  const ua = navigator.userAgent;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(ua) || new URLSearchParams(location.search).get('flowType') === 'mobile';
}

function offerIdFromPath(pathname: string): OfferId | null {
  const id = /^\/q\/signup\/start-offer\/([^/]+)\/?$/.exec(pathname)?.[1];
  return isOfferId(id) ? id : null;
}

const currentUrl = () => `${location.pathname}${location.search}`;

export interface FlowRuntime extends RuntimeParts {
  actor: FlowActor['actor'];
  send(event: OnboardingEvent): void;
  /** How many intents the applicant has sent: a screen shown after one more was reached by their step. */
  applicantIntents(): number;
  stop(): void;
}

export function startFlowRuntime(services: BrowserServices): FlowRuntime {
  const parts: RuntimeParts = { confirmation: createPaymentConfirmation(), uploadProgress: new Map() };
  // Back from a payment redirect: Stripe (and the sandbox's 3-D Secure page) append the SetupIntent.
  // Read before the actor starts: the first sync writes the state's URL, without that query.
  const paymentReturn = readPaymentReturn(location.href);
  const params = new URLSearchParams(location.search);
  const input: OnboardingInput = {
    entry: location.pathname.startsWith('/signup/start') ? 'getStarted' : 'offer',
    isMobile: isMobileBrowser(),
    clientId: services.identity.clientId(),
    offerId: offerIdFromPath(location.pathname),
    promoCode: params.get('promo_code'),
    tokens: services.session.getTokens(),
    originationId: services.session.getApplicantToken()?.originationId ?? null,
  };
  let lastEvent: EventObject | null = null;
  // Asked only after the channel has loaded, when the actor exists.
  const channel = openLiveFlowChannel(() => ({ snapshot: actor.getSnapshot(), event: lastEvent }));
  const { actor, restored } = createFlowActor(
    services,
    parts,
    input,
    (event) => {
      lastEvent = event;
    },
    (keys) => channel.publishTransitions(keys),
  );

  // The landing URL, and a URL the browser moved to (Back, Forward) that the machine answered
  // elsewhere, are corrected in place: the entry the browser shows is the one rewritten.
  let correctingBrowserLocation = true;
  let urlShownSince = Date.now();
  let actedOnUrl = false;
  let applicantIntents = 0;
  const sync = () => {
    const snapshot = actor.getSnapshot();
    // While the personal details are on their way the running call holds the SSN: not saved.
    if (!snapshot.hasTag('sensitive')) services.storage.set(SNAPSHOT_KEY, serializeSnapshot(actor));
    const url = urlForSnapshot(snapshot);
    if (url && url !== currentUrl()) {
      const now = Date.now();
      if (historyMethod({ correctsBrowserLocation: correctingBrowserLocation, shownSince: urlShownSince, now, actedOn: actedOnUrl }) === 'replace') history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      urlShownSince = now;
      actedOnUrl = false;
    }
    correctingBrowserLocation = false;
    channel.publishSnapshot(snapshot, lastEvent);
  };

  const subscriptions = [
    actor.subscribe(sync),
    actor.on('flow.reset', () => {
      services.resetAll();
      services.storage.remove(SNAPSHOT_KEY);
    }),
    actor.on('navigate.external', (event) => {
      location.assign(event.url);
    }),
  ];
  const unsubscribeSession = services.session.subscribe((session) => {
    actor.send({ type: 'app.tokens', tokens: session.tokens });
  });
  const onPopState = () => {
    urlShownSince = Date.now();
    actedOnUrl = false;
    correctingBrowserLocation = true;
    actor.send({ type: 'nav.location', url: currentUrl() });
    correctingBrowserLocation = false;
  };
  window.addEventListener('popstate', onPopState);

  const landedOn = currentUrl();
  actor.start();
  if (restored) resumeAfterRestore(actor);
  // Analytics: every event carries where the applicant is; each state entry feeds the funnel.
  const stopStateReports = reportFlowStates(actor, services.analytics, services.analyticsCollector);
  // A deep link or a reload on another flow URL: the machine decides whether it may go there.
  if (matchUrl(landedOn) && urlForSnapshot(actor.getSnapshot()) !== landedOn) {
    actor.send({ type: 'nav.location', url: landedOn });
  }
  if (paymentReturn.setupIntentClientSecret) actor.send({ type: 'payment.returned', clientSecret: paymentReturn.setupIntentClientSecret });
  sync();

  return {
    actor,
    ...parts,
    send: (event) => {
      // Noted before the send: the transition it causes syncs the URL synchronously.
      if (isApplicantIntent(event)) {
        actedOnUrl = true;
        applicantIntents += 1;
      }
      actor.send(event);
    },
    applicantIntents: () => applicantIntents,
    stop() {
      stopStateReports();
      window.removeEventListener('popstate', onPopState);
      for (const sub of subscriptions) sub.unsubscribe();
      unsubscribeSession();
      channel.close();
      actor.stop();
    },
  };
}
