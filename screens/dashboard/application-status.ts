import type { RouteName } from '../../services/contract/routes.ts';

// Where a signed-in user's application stands, in words: the Dashboard's "Your application". The
// route is the server's `next` of the application. Every route has its words: a route added to the
// contract without them fails the typecheck at the `satisfies` below.

const IN_PROGRESS = 'In progress.';
const PHONE_NOT_VERIFIED = 'Started: your phone number still needs verifying.';
const INSURANCE_TO_SET_UP = "You're approved: finish setting up your pet's insurance.";

const STATUS = {
  // Routes a stored application does not stand at for long (a redirect, a start page): no step to name.
  'zoomies.card.offer.start': IN_PROGRESS,
  'zoomies.card.getStarted': IN_PROGRESS,
  'zoomies.card.unsupported-address.upload-document': IN_PROGRESS,
  'onboard.card.PaymentRedirect': IN_PROGRESS,
  PostPayment: IN_PROGRESS,
  'zoomies.card.verify': PHONE_NOT_VERIFIED,
  'zoomies.card.zoomies-verify': PHONE_NOT_VERIFIED,
  'zoomies.card.instalink': 'Started: open the link we sent to your phone to go on.',
  'zoomies.card.about': 'In progress: tell us about your pet.',
  'zoomies.card.petless-offer': 'In progress: your pet is not eligible; the card can still go ahead.',
  'zoomies.card.user': 'In progress: your personal and financial details are next.',
  'zoomies.card.preprocessing': "We're reviewing your information.",
  'zoomies.card.accept-offer': "You're pre-qualified: your offer is waiting for you.",
  'zoomies.card.processing': "We're reviewing your application.",
  'zoomies.card.congratulations': "You're approved.",
  'zoomies.card.quiz': INSURANCE_TO_SET_UP,
  'zoomies.card.additional-services': INSURANCE_TO_SET_UP,
  'zoomies.card.aditionalinformation': 'We need a few documents to verify your application.',
  'zoomies.card.unsupported-address': 'We need another home address to go on.',
  'zoomies.card.not-pre-qualified': "We've reviewed your application.",
  'user.onboard.base': 'Complete: your card is on its way.',
  Dashboard: 'Complete.',
} satisfies Record<RouteName, string>;

export const applicationStatusLabel = (next: RouteName | null): string => (next ? STATUS[next] : 'Started.');
