import { createActor, fromPromise } from 'xstate';
import type { AnyTransitionDefinition, EventObject } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { restoreSnapshot } from '../../machines/persistence.ts';
import type { ConfirmPaymentInput, ConfirmPaymentOutput, OnboardingInput } from '../../machines/onboarding.types.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import { toConfirmationResult } from '../../services/payment/payment-confirmation.ts';
import type { ConfirmationResult, PaymentConfirmation } from '../../services/payment/payment-confirmation.ts';
import { selectPaymentProvider } from '../../services/payment/select-payment-provider.ts';
import { createFlowActors } from './flow-actors.ts';
import { CONTINUE_PATH } from './instant-link.ts';
import { SNAPSHOT_KEY } from './saved-snapshot.ts';

// The onboarding machine with the browser's real actors, restored from the saved snapshot when
// there is one, and watched: each event it receives and each transition it takes is reported.

export interface RuntimeParts {
  confirmation: PaymentConfirmation;
  uploadProgress: Map<Blob, (fraction: number) => void>;
}

export interface FlowActorWatchers {
  onEvent: (event: EventObject) => void;
  onTransitions: (keys: string[]) => void;
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
export function toConfirmPaymentOutput(result: ConfirmationResult): ConfirmPaymentOutput {
  return {
    status: result.status,
    paymentMethod: result.paymentMethod,
    setupIntentId: result.setupIntentId,
    ...(result.message ? { message: result.message } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
}

/** The onboarding machine with the browser's actors (a machine of its own: building it is a slow phone's task of its own). */
export function browserMachine(services: BrowserServices, parts: RuntimeParts) {
  return onboardingMachine.provide({
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
}

export type BrowserMachine = ReturnType<typeof browserMachine>;

export function createFlowActor(machine: BrowserMachine, services: BrowserServices, input: OnboardingInput, watchers: FlowActorWatchers) {
  const snapshot = restoreSnapshot(services.storage.get(SNAPSHOT_KEY));
  // Assigned right after creation: the initial microsteps are inspected while the actor is created.
  let actorRef: unknown = null;
  const actor = createActor(machine, {
    input,
    ...(snapshot ? { snapshot: snapshot as never } : {}),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === actorRef) watchers.onEvent(inspection.event);
      // Every transition taken (always ones included), for the flow map and the e2e coverage.
      // (The root's own microsteps, including the initial ones taken while it is being created.)
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId && inspection._transitions.length > 0) {
        watchers.onTransitions(inspection._transitions.map(transitionKey));
      }
    },
  });
  actorRef = actor;
  return { actor, restored: Boolean(snapshot) };
}

export type FlowActor = ReturnType<typeof createFlowActor>['actor'];
