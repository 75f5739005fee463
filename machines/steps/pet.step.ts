import { onboardingSetup as s } from '../onboarding.setup.ts';
import { WAITLIST_URL } from '../../services/contract/constants.ts';
import { meta } from './step-meta.ts';

// Pet details: the challenge on entry (403/404 → getStarted), then the animal. Blackout states go
// to the external waitlist; a pet decline reason to the pet-less notice; otherwise personal details.

export const aboutState = s.createStateConfig({
  id: 'about',
  description: 'Pet details and the home address; a pet that is not eligible leads to the pet-less notice.',
  route: { guard: 'hasOrigination' },
  meta: meta('about', 'zoomies.card.about', 2),
  initial: 'loadingChallenge',
  states: {
    loadingChallenge: {
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        input: ({ context }) => ({ clientId: context.clientId, originationId: context.originationId ?? '' }),
        onDone: { target: 'editing', actions: 'storeChallenge' },
        onError: [{ guard: 'isChallengeRefused', target: '#getStarted' }, { target: 'editing', actions: 'storeError' }],
      },
    },
    editing: {
      on: { 'user.submit': { guard: 'hasPetValues', target: 'submitting', actions: 'storePetValues' } },
    },
    submitting: {
      invoke: {
        id: 'submitPet',
        src: 'submitPet',
        input: ({ context }) => ({
          clientId: context.clientId,
          originationId: context.originationId ?? '',
          animal: context.animal!,
          address: context.petAddress!,
        }),
        onDone: [
          { guard: 'isWaitlisted', target: '#waitlist', actions: 'navigateToWaitlist' },
          { guard: 'isPetDeclined', target: '#petlessOffer', actions: 'storePetDecline' },
          { target: '#user', actions: 'clearPetDecline' },
        ],
        // A failed creation keeps the applicant on the screen with the error flag set.
        onError: { target: 'editing', actions: 'flagPetSubmitFailed' },
      },
    },
  },
});

/** The external waitlist form for blackout states: the flow ends here. */
export const waitlistState = s.createStateConfig({
  id: 'waitlist',
  description: 'A home address in a blackout state: the applicant is sent to the waitlist form.',
  type: 'final',
  meta: meta('waitlist', undefined, undefined, { externalUrl: WAITLIST_URL }),
});

/** '{pet} is not eligible': Next only after the checkbox; 'Try another pet' starts again. */
export const petlessOfferState = s.createStateConfig({
  id: 'petlessOffer',
  description: 'The pet is not eligible for insurance: the card goes on without it once the applicant agrees.',
  route: { guard: 'hasOrigination' },
  meta: meta('petless-offer', 'zoomies.card.petless-offer', 2),
  on: {
    'user.setAgreement': { actions: 'setPetlessAgreement' },
    'user.continue': { guard: 'isPetlessAgreed', target: '#user' },
    'user.tryAnotherPet': { target: '#getStarted' },
  },
});
