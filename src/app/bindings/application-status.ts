import type { RouteName } from '../../../services/contract/routes.ts';
import { urlForRoute } from '../../../machines/route-table.ts';

// Where a signed-in user's application stands, in words, and the way back into it: the Dashboard's
// "Your application". The route comes from the server's `next` of the application.

const STATUS: Partial<Record<RouteName, string>> = {
  'zoomies.card.verify': 'Started: your phone number still needs verifying.',
  'zoomies.card.zoomies-verify': 'Started: your phone number still needs verifying.',
  'zoomies.card.instalink': 'Started: open the link we sent to your phone to go on.',
  'zoomies.card.about': "In progress: tell us about your pet.",
  'zoomies.card.petless-offer': 'In progress: your pet is not eligible; the card can still go ahead.',
  'zoomies.card.user': 'In progress: your personal and financial details are next.',
  'zoomies.card.preprocessing': "We're reviewing your information.",
  'zoomies.card.accept-offer': "You're pre-qualified: your offer is waiting for you.",
  'zoomies.card.processing': "We're reviewing your application.",
  'zoomies.card.congratulations': "You're approved.",
  'zoomies.card.quiz': "You're approved: finish setting up your pet's insurance.",
  'zoomies.card.additional-services': "You're approved: finish setting up your pet's insurance.",
  'zoomies.card.aditionalinformation': 'We need a few documents to verify your application.',
  'zoomies.card.unsupported-address': 'We need another home address to go on.',
  'zoomies.card.not-pre-qualified': "We've reviewed your application.",
  'user.onboard.base': 'Complete: your card is on its way.',
  Dashboard: 'Complete.',
};

/** Steps after which there is nothing to continue. */
const DONE: readonly RouteName[] = ['user.onboard.base', 'Dashboard', 'zoomies.card.not-pre-qualified'];

export function applicationStatus(application: { id: string; next: RouteName | null }): { statusLabel: string; continueHref: string | null } {
  const next = application.next;
  if (!next) return { statusLabel: 'Started.', continueHref: null };
  return {
    statusLabel: STATUS[next] ?? 'In progress.',
    continueHref: DONE.includes(next) ? null : urlForRoute(next, { originationId: application.id }),
  };
}
