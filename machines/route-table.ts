import { ROUTE_NAMES, NotPreQualifiedStatus, type RouteName } from '../services/contract/routes.ts';
import { isOfferId } from '../services/contract/marketing.schema.ts';
import type { OnboardingContext } from './onboarding.types.ts';
import { STEP_LIST, type RouteKey, type StepId, type StepMeta } from './steps/step-declarations.ts';

// Every contract route name ↔ the id of the state that shows it ↔ its URL, read from the steps'
// declarations (steps/step-declarations.ts). The URL is derived from the state; a URL (deep link,
// back, forward, reload) becomes a `nav.location` event and the machine decides where it leads.

interface RouteEntry {
  /** The contract's route name; absent for a page the server never names, which has a URL all the same. */
  route?: RouteKey;
  stateId: StepId;
  /** Path patterns; the first one is the canonical one. `:name` is a parameter. */
  paths: readonly string[];
}

/** Every declared step with a URL, route name or not. */
export const ROUTE_TABLE: readonly RouteEntry[] = STEP_LIST.flatMap(({ id, route, paths }) => (paths ? [{ ...(route ? { route } : {}), stateId: id, paths }] : []));

const byRoute = new Map<string, RouteEntry>(ROUTE_TABLE.flatMap((e) => (e.route ? [[e.route, e] as const] : [])));
const byState = new Map<string, RouteEntry>(ROUTE_TABLE.map((e) => [e.stateId, e]));

/** The state of a route name; null for a name the table does not know (a server may send any). */
export const stateIdForRoute = (route: string): string | null => byRoute.get(route)?.stateId ?? null;

export interface UrlParams {
  originationId?: string | null;
  status?: string | null;
  offerId?: string | null;
  quoteId?: string | null;
  slug?: string | null;
  /** Where sign-in goes on: a route name or a flow path (the login route's `/onboard/card/applicant-details`). */
  next?: string | null;
  promoCode?: string | null;
  paymentPeriod?: string | null;
  revenue?: string | null;
}

/** The URL of a route with its parameters (null when a required parameter is missing). */
export function urlForRoute(route: RouteKey, params: UrlParams = {}): string | null {
  const entry = byRoute.get(route);
  return entry ? urlOf(entry, params) : null;
}

/** The URL of a declared step with its parameters, by its state id (a page the server never names has one too). */
export function urlForState(stateId: StepId, params: UrlParams = {}): string | null {
  const entry = byState.get(stateId);
  return entry ? urlOf(entry, params) : null;
}

function urlOf(entry: RouteEntry, params: UrlParams): string | null {
  const { route } = entry;
  const values: Record<string, string | null | undefined> = {
    originationId: params.originationId,
    status: params.status,
    offerId: params.offerId,
    quoteId: params.quoteId,
    slug: params.slug ?? 'welcome',
  };
  // The most specific pattern whose parameters are all known ('/q/signup/start-offer/v2' over '/').
  const namesOf = (pattern: string) => [...pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] as string);
  const patterns = [...entry.paths].sort((a, b) => namesOf(b).length - namesOf(a).length);
  for (const pattern of patterns) {
    const names = namesOf(pattern);
    if (names.some((name) => !values[name])) continue;
    const path = pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(values[name] as string));
    const query = new URLSearchParams();
    if (route === 'signin' && params.next) query.set('next', params.next);
    if (route === 'zoomies.card.offer.start' && params.promoCode) query.set('promo_code', params.promoCode);
    if (route === 'PostPayment') {
      if (params.paymentPeriod) query.set('payment_period', params.paymentPeriod);
      if (params.revenue) query.set('revenue', params.revenue);
    }
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  }
  return null;
}

export interface UrlMatch {
  route?: RouteKey;
  stateId: string;
  params: UrlParams;
}

const isRouteName = (value: string | null): value is RouteName =>
  value !== null && (ROUTE_NAMES as readonly string[]).includes(value);
/** A path inside the flow (never another site): '/onboard/card/applicant-details'. */
const isFlowPath = (value: string | null): value is string => value !== null && /^\/(?!\/)[\w\-/.]*$/.test(value) && value.length <= 200;

/**
 * The state `next` of a sign-in leads to: a route name ('zoomies.card.user') or a flow path, with
 * or without the application's id ('/onboard/card/applicant-details' is that application's
 * '/onboard/card/{id}/applicant-details'). Null for anything the table does not know.
 */
export function stateIdForNext(next: string | null, originationId: string | null): string | null {
  if (!next) return null;
  if (isRouteName(next)) return stateIdForRoute(next);
  if (!isFlowPath(next)) return null;
  const cardStep = /^\/onboard\/card\/(.+)$/.exec(next)?.[1];
  const ofThisApplication = cardStep && originationId ? matchUrl(`/onboard/card/${encodeURIComponent(originationId)}/${cardStep}`) : null;
  return (ofThisApplication ?? matchUrl(next))?.stateId ?? null;
}

/** The route a URL (path with optional query, or absolute) names, with its parameters. */
export function matchUrl(url: string): UrlMatch | null {
  const parsed = new URL(url, 'http://zoomies.local');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const query = parsed.searchParams;
  for (const entry of ROUTE_TABLE) {
    for (const pattern of entry.paths) {
      const names: string[] = [];
      const regex = new RegExp(
        '^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, (_, name: string) => (names.push(name), '([^/]+)')) + '$',
      );
      const match = regex.exec(path);
      if (!match) continue;
      const found: Record<string, string> = {};
      names.forEach((name, i) => (found[name] = decodeURIComponent(match[i + 1] as string)));
      if (entry.route === 'user.onboard.base' && found.slug === 'card') continue;
      if (found.offerId !== undefined && !isOfferId(found.offerId)) found.offerId = '';
      if (found.status !== undefined && !NotPreQualifiedStatus.safeParse(found.status).success) continue;
      const next = query.get('next');
      return {
        ...(entry.route ? { route: entry.route } : {}),
        stateId: entry.stateId,
        params: {
          originationId: found.originationId ?? null,
          status: found.status ?? null,
          offerId: found.offerId || null,
          quoteId: found.quoteId ?? null,
          slug: found.slug ?? null,
          next: isRouteName(next) || isFlowPath(next) ? next : null,
          promoCode: query.get('promo_code'),
          paymentPeriod: query.get('payment_period'),
          revenue: query.get('revenue'),
        },
      };
    }
  }
  return null;
}

/** What `urlForSnapshot` and `currentMeta` read: any onboarding snapshot. */
export interface OnboardingSnapshotLike {
  context: OnboardingContext;
  getMeta(): Record<string, unknown>;
}

/** The meta of the deepest active state that shows a screen. */
export function currentMeta(snapshot: OnboardingSnapshotLike): StepMeta | null {
  let found: StepMeta | null = null;
  for (const meta of Object.values(snapshot.getMeta())) {
    if (meta && typeof meta === 'object' && 'screen' in meta) found = meta as StepMeta;
  }
  return found;
}

/** The URL of the screen the snapshot shows (null for the external waitlist). */
export function urlForSnapshot(snapshot: OnboardingSnapshotLike): string | null {
  const meta = currentMeta(snapshot);
  if (!meta) return null;
  const { context } = snapshot;
  if (meta.screen === 'signin') return urlForRoute('signin', { next: context.signinNext });
  return urlForState(meta.state, {
    originationId: context.originationId,
    status: context.notPreQualifiedStatus,
    offerId: context.offerId,
    quoteId: context.petApplication?.insurance_quote.id ?? context.planPurchase?.insurance_quote ?? context.linkedQuoteId,
    slug: meta.slug ?? null,
    promoCode: context.promoCode,
    paymentPeriod: context.paymentPeriod,
    revenue: context.planPurchase ? String(context.planPurchase.revenue) : null,
  });
}
