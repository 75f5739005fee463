import { onboardingSetup as s } from '../onboarding.setup.ts';
import { meta } from './step-meta.ts';

// Personal and financial details: complete the application, keep the returned tokens as the login,
// send identity and analytics, fetch the signup detail, then wait for the decision.

export const userState = s.createStateConfig({
  id: 'user',
  description: 'Personal and financial details: completing them asks for the prequalification decision.',
  route: { guard: 'hasOrigination' },
  meta: meta('user-info', 'zoomies.card.user', 3),
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.submit': { guard: 'hasUserInfoValues', target: 'submitting', actions: 'storeUserInfo' } },
    },
    submitting: {
      invoke: {
        id: 'completeApplication',
        src: 'completeApplication',
        input: ({ context }) => ({
          client_id: context.clientId,
          origination_id: context.originationId ?? '',
          individual: context.individual!,
          residence_type: context.residenceType!,
          annual_income: context.annualIncome ?? 0,
          employment_type: context.employmentType!,
          monthly_housing_payment: context.monthlyHousingPayment ?? 0,
        }),
        onDone: { target: 'fetchingSignup', actions: ['forwardTokens', 'trackApplicationSubmitted'] },
        onError: { target: 'editing', actions: 'storeError' },
      },
    },
    fetchingSignup: {
      invoke: {
        id: 'fetchSignup',
        src: 'fetchSignup',
        input: ({ context }) => ({ originationId: context.originationId ?? '' }),
        onDone: { target: '#preprocessing', actions: 'storeSignup' },
        // Preprocessing polls the detail anyway.
        onError: { target: '#preprocessing' },
      },
    },
  },
});
