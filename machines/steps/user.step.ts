import { baseSetup } from '../onboarding.setup.ts';
import { sessionEnded } from './session-ended.ts';
import { STEPS, stepMeta } from './step-declarations.ts';
import { errorOf } from '../service-error.ts';
import { assignContext, originationOf, type GuardArgs } from './step-kit.ts';
import { loadsWhatItNeeds, readsAgainAfterReload } from './loads-what-it-needs.ts';
import { submitted, isSubmitOf } from '../submitted-values.ts';
import { isPastApplicantDetails } from '../rules/progress.rules.ts';
import { failureOf } from '../service-error.ts';
import { isStepAlreadyDone } from '../rules/failure.rules.ts';
import type { CompleteApplicationOutput, OnboardingContext } from '../onboarding.types.ts';

// Personal and financial details: complete the application (the SSN goes from the form to the call,
// never into the context), keep the returned tokens as the login, send identity and analytics, fetch
// the signup detail, then wait for the decision.

export const userActions = {
  /** What the analytics event reports of the application: never the SSN. */
  storeApplicationFacts: assignContext(({ event }) => {
    const values = submitted(event, 'userInfo');
    return {
      applicationFacts: {
        annualIncome: values.annualIncome,
        monthlyHousingPayment: values.monthlyHousingPayment,
        residenceType: values.residenceType,
        employmentType: values.employmentType,
      },
      outcome: null,
    };
  }),
};

export const userGuards = {
  hasUserInfoValues: ({ event }: GuardArgs) => isSubmitOf(event, 'userInfo'),
  isDetailsCompleted: ({ context }: GuardArgs) => !!context.challenge && isPastApplicantDetails(context.challenge.next),
  /** The completion issued login tokens for its user: an account was made (first document, user info). */
  hasNewAccount: (_: GuardArgs, completed: CompleteApplicationOutput) => completed.token !== null && completed.user !== null,
  /** 409: the server has the details already (a second tab, an answer lost on the way), or wants a step before them. */
  isDetailsStepDone: (_: GuardArgs, error: unknown) => isStepAlreadyDone(failureOf(error)),
};

const s = baseSetup.extend({ actions: userActions, guards: userGuards });

type Completed = { context: OnboardingContext; event: { output: CompleteApplicationOutput } };
const userIdOf = ({ event }: Completed) => event.output.user?.id ?? null;

const userState = s.createStateConfig({
  id: 'user',
  description: 'Personal and financial details: completing them asks for the prequalification decision.',
  route: { guard: 'hasOrigination' },
  meta: stepMeta('user'),
  initial: 'loading',
  on: { 'app.resumed': readsAgainAfterReload('user') },
  states: {
    ...loadsWhatItNeeds(STEPS.user.needs, 'checkingProgress'),
    checkingProgress: {
      always: [{ guard: 'isDetailsCompleted', target: '#resume' }, { target: 'editing' }],
    },
    editing: {
      on: { 'user.submit': { guard: 'hasUserInfoValues', target: 'submitting', actions: 'storeApplicationFacts' } },
    },
    submitting: {
      // The call's input holds the SSN: the app does not save this snapshot.
      tags: ['busy', 'sensitive'],
      invoke: {
        id: 'completeApplication',
        src: 'completeApplication',
        input: ({ context, event }) => {
          const values = submitted(event, 'userInfo');
          return {
            client_id: context.clientId,
            origination_id: originationOf(context, 'completeApplication'),
            individual: values.individual,
            residence_type: values.residenceType,
            annual_income: values.annualIncome,
            employment_type: values.employmentType,
            monthly_housing_payment: values.monthlyHousingPayment,
          };
        },
        onDone: [
          {
            // "If a token is returned it is stored as the login tokens, and user identity and
            // analytics are sent": only then (never with a user_id of null).
            guard: { type: 'hasNewAccount', params: ({ event }) => event.output },
            target: 'fetchingSignup',
            actions: [
              // The application moved on: the challenge held (`next: user`) is stale (decision 0074).
              'markHeldDataStale',
              // The returned token becomes the login tokens (the session child keeps them).
              { type: 'forwardTokens', params: ({ event }) => event.output },
              { type: 'identifyUser', params: userIdOf },
              {
                type: 'track',
                params: ({ context }) => ({
                  kind: 'track',
                  name: 'credit_application_submitted',
                  properties: {
                    annual_income: context.applicationFacts?.annualIncome ?? null,
                    monthly_housing_payment: context.applicationFacts?.monthlyHousingPayment ?? null,
                    residence_type: context.applicationFacts?.residenceType ?? null,
                    employment_type: context.applicationFacts?.employmentType ?? null,
                  },
                }),
              },
              { type: 'track', params: (args: Completed) => ({ kind: 'track', name: 'signed_up', properties: { user_id: userIdOf(args) } }) },
              // Sent once per user (the analytics service keys it by user_id), only for a new account.
              { type: 'trackAccountCreated', params: (args: Completed) => ({ userId: userIdOf(args), originationId: args.context.originationId }) },
            ],
          },
          // No token (an application joined without a new login): nothing to report. A token without
          // its user would still be the login.
          { target: 'fetchingSignup', actions: ['markHeldDataStale', { type: 'forwardTokens', params: ({ event }) => event.output }] },
        ],
        onError: [
          sessionEnded('zoomies.card.user'),
          // The details went in before: where the application stands, never the form again (decision 0059).
          { guard: { type: 'isDetailsStepDone', params: errorOf }, target: '#resume', actions: 'clearOutcome' },
          { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    fetchingSignup: {
      tags: 'busy',
      invoke: {
        id: 'fetchSignup',
        src: 'fetchSignup',
        input: ({ context }) => ({ originationId: originationOf(context, 'fetchSignup') }),
        onDone: { target: '#preprocessing', actions: { type: 'storeSignup', params: ({ event }) => event.output } },
        // Preprocessing polls the detail anyway.
        onError: { target: '#preprocessing' },
      },
    },
  },
});

/** This step's states, spread by the machine in this order (the map draws them in it). */
export const userStates = {
  user: userState,
};
