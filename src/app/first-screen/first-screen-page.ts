import { POINTS_OFFERS, isOfferId } from '../../../services/contract/marketing.constants.ts';
import type { OfferId } from '../../../services/contract/marketing.constants.ts';

// The pages an applicant can open first, which the build prerenders: the offer page (plain and with
// each points offer) and "Let's get started". The page's root element says which one it is. Both
// modes serve the same pages: the flow loads at the first quiet moment after the load in either
// (hand-over.ts, decision 0067); sandbox mode adds its panel once the flow runs.

export interface FirstScreenPage {
  screen: 'offer-start' | 'get-started';
  offerId: OfferId | null;
}

export interface PrerenderedPage {
  /** The app path that serves it. */
  path: string;
  /** Its file name in the build. */
  file: string;
  page: FirstScreenPage;
}

export const FIRST_SCREEN_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'offer.html', page: { screen: 'offer-start', offerId: null } },
  ...(Object.keys(POINTS_OFFERS) as OfferId[]).map((offerId) => ({
    path: `/q/signup/start-offer/${offerId}`,
    file: `offer-${offerId}.html`,
    page: { screen: 'offer-start' as const, offerId },
  })),
  { path: '/signup/start', file: 'get-started.html', page: { screen: 'get-started', offerId: null } },
];

/** The attributes of the root element that name a prerendered page. */
export function rootAttributes(page: FirstScreenPage): Record<string, string> {
  return {
    'data-first-screen': page.screen,
    ...(page.offerId ? { 'data-offer': page.offerId } : {}),
  };
}

/** The prerendered page in this root element, or null for the app shell. */
export function prerenderedPageIn(root: HTMLElement): FirstScreenPage | null {
  const screen = root.dataset.firstScreen;
  if (screen !== 'offer-start' && screen !== 'get-started') return null;
  const offer = root.dataset.offer;
  return { screen, offerId: isOfferId(offer) ? offer : null };
}
