import { endpoints } from '../../services/contract/endpoints.ts';
import type { BrowserServices } from '../../services/config/browser-services.ts';
import { urlForRoute } from '../../machines/route-table.ts';

// Opening the instant link (texted to the phone on the mobile path) continues the same application
// at the pet step. The link carries the server's secret; this browser holds the PKCE verifier. The
// redeemed applicant token becomes the bearer, and the URL becomes the pet step's, which the machine
// then routes to (a deep link it may refuse).

export const CONTINUE_PATH = '/onboard/card/continue';
/** A link that could not be redeemed: the server's text when it gave one (the start screens word the rest). */
export type InstantLinkResult = { ok: true; originationId: string } | { ok: false; serverMessage: string | null } | null;

export async function redeemInstantLink(services: BrowserServices): Promise<InstantLinkResult> {
  if (location.pathname.replace(/\/+$/, '') !== CONTINUE_PATH) return null;
  const token = new URLSearchParams(location.search).get('token');
  const verifier = services.handoffVerifiers.take();
  if (!token || !verifier) {
    history.replaceState(null, '', '/');
    return { ok: false, serverMessage: null };
  }
  try {
    const { jwt, resource } = await services.api.call(endpoints.authHandoffDecrypt, { body: { token, code_verifier: verifier } });
    services.session.setApplicantToken(jwt, resource);
    history.replaceState(null, '', urlForRoute('zoomies.card.about', { originationId: resource }) ?? '/');
    return { ok: true, originationId: resource };
  } catch (error) {
    history.replaceState(null, '', '/');
    return { ok: false, serverMessage: error instanceof Error ? error.message : null };
  }
}
