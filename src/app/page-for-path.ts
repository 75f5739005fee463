import { matchUrl } from '../../machines/route-table.ts';
import { CONTINUE_PATH } from './instant-link.ts';
import { staticPageFor } from './static-routes.ts';
import { SANDBOX_AUTHENTICATION_PATH } from '../../services/payment/sandbox-authentication-path.ts';
import { stateOfLiveStepPath } from '../../services/contract/live-step-path.ts';
import type { StaticPageKey } from './static-routes.ts';

export type PageForPath = { kind: 'flow-map' } | { kind: 'live-step' } | { kind: 'sandbox-authentication' } | { kind: 'static'; page: StaticPageKey } | { kind: 'onboarding' } | { kind: 'not-found' };

/**
 * Which top-level page a path shows: the flow map (and its live steps), a static page, the onboarding machine (its flow
 * URLs and the instant link), or, for anything else, the not-found page (an unknown path used to
 * fall through to the offer start without a word).
 */
export function pageForPath(pathname: string): PageForPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/flow') return { kind: 'flow-map' };
  if (stateOfLiveStepPath(path)) return { kind: 'live-step' };
  if (path === SANDBOX_AUTHENTICATION_PATH) return { kind: 'sandbox-authentication' };
  const page = staticPageFor(path);
  if (page) return { kind: 'static', page };
  if (path === CONTINUE_PATH || matchUrl(path)) return { kind: 'onboarding' };
  return { kind: 'not-found' };
}
