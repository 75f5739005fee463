import type { OnboardingInput } from '../../machines/onboarding.types.ts';
import { isOfferId, type OfferId } from '../../services/contract/marketing.schema.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';

// What the machine starts from, read from the address the applicant landed on and the stored session.

function isMobileBrowser(): boolean {
  const ua = navigator.userAgent;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(ua) || new URLSearchParams(location.search).get('flowType') === 'mobile';
}

function offerIdFromPath(pathname: string): OfferId | null {
  const id = /^\/q\/signup\/start-offer\/([^/]+)\/?$/.exec(pathname)?.[1];
  return isOfferId(id) ? id : null;
}

export function flowInputFromLocation(services: BrowserServices): OnboardingInput {
  return {
    entry: location.pathname.startsWith('/signup/start') ? 'getStarted' : 'offer',
    isMobile: isMobileBrowser(),
    clientId: services.identity.clientId(),
    offerId: offerIdFromPath(location.pathname),
    promoCode: new URLSearchParams(location.search).get('promo_code'),
    tokens: services.session.getTokens(),
    originationId: services.session.getApplicantToken()?.originationId ?? null,
  };
}
