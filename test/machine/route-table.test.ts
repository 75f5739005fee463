import { describe, it, expect, vi } from 'vitest';
import { ROUTE_NAMES, NOT_PRE_QUALIFIED_STATUSES } from '../../services/contract/routes.ts';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { ROUTE_TABLE, stateIdForRoute, urlForRoute, urlForState, matchUrl, stateIdForNext } from '../../machines/route-table.ts';
import type { StepMeta } from '../../machines/steps/step-declarations.ts';
import type * as Declarations from '../../machines/steps/step-declarations.ts';

describe('route table', () => {
  it('maps every contract route name to a routable state that carries that route in its meta', () => {
    for (const route of ROUTE_NAMES) {
      const stateId = stateIdForRoute(route);
      expect(stateId, route).not.toBeNull();
      const node = onboardingMachine.getStateNodeById(stateId!);
      expect(node.config.route, route).toBeDefined();
      expect((node.meta as StepMeta).route).toBe(route);
    }
  });

  it('gives each flow route a URL with the origination id, and reads it back', () => {
    for (const entry of ROUTE_TABLE) {
      const url = urlForState(entry.stateId, { originationId: 'orig-7', status: 'manual_review', quoteId: 'q-1', next: 'zoomies.card.about' });
      expect(url, entry.stateId).not.toBeNull();
      if (entry.route) expect(urlForRoute(entry.route, { originationId: 'orig-7', status: 'manual_review', quoteId: 'q-1', next: 'zoomies.card.about' })).toBe(url);
      if (url!.startsWith('/onboard/card/')) expect(url).toContain('/orig-7/');
      const match = matchUrl(url!);
      expect({ stateId: match?.stateId, route: match?.route }, url!).toEqual({ stateId: entry.stateId, route: entry.route });
    }
  });

  it('gives a step the server never names (no route, only paths) a URL both ways, and the table an entry by its state', async () => {
    vi.resetModules();
    vi.doMock('../../machines/steps/step-declarations.ts', async (original) => {
      const declared = await original<typeof Declarations>();
      const cardShipping = { id: 'cardShipping', paths: ['/onboard/card/:originationId/card-shipping'], screen: 'card-shipping' };
      return { ...declared, STEP_LIST: [...declared.STEP_LIST, cardShipping] };
    });
    try {
      const table = await import('../../machines/route-table.ts');
      expect(table.ROUTE_TABLE.find((entry) => entry.stateId === ('cardShipping' as never))).toEqual({ stateId: 'cardShipping', paths: ['/onboard/card/:originationId/card-shipping'] });
      expect(table.urlForState('cardShipping' as never, { originationId: 'o1' })).toBe('/onboard/card/o1/card-shipping');
      expect(table.matchUrl('/onboard/card/o1/card-shipping')).toMatchObject({ stateId: 'cardShipping', params: { originationId: 'o1' } });
      expect(table.matchUrl('/onboard/card/o1/card-shipping')).not.toHaveProperty('route');
      expect(table.stateIdForNext('/onboard/card/card-shipping', 'o1')).toBe('cardShipping');
    } finally {
      vi.doUnmock('../../machines/steps/step-declarations.ts');
      vi.resetModules();
    }
  });

  it('uses the documented paths', () => {
    expect(urlForRoute('zoomies.card.offer.start')).toBe('/');
    expect(urlForRoute('zoomies.card.offer.start', { offerId: 'v2' })).toBe('/q/signup/start-offer/v2');
    expect(urlForRoute('zoomies.card.getStarted')).toBe('/signup/start');
    expect(urlForRoute('zoomies.card.about', { originationId: 'o1' })).toBe('/onboard/card/o1/about');
    expect(urlForRoute('zoomies.card.not-pre-qualified', { originationId: 'o1', status: 'ko_income' })).toBe('/onboard/card/o1/not-pre-qualified/ko_income');
    expect(urlForRoute('user.onboard.base')).toBe('/onboard/welcome');
    expect(urlForRoute('Dashboard')).toBe('/dashboard');
    expect(urlForRoute('signin', { next: 'zoomies.card.about' })).toBe('/signin?next=zoomies.card.about');
    expect(urlForRoute('zoomies.card.about', {})).toBeNull();
  });

  it('reads every not-pre-qualified status from the URL and refuses unknown ones', () => {
    for (const status of NOT_PRE_QUALIFIED_STATUSES) {
      expect(matchUrl(`/onboard/card/o1/not-pre-qualified/${status}`)?.params.status).toBe(status);
    }
    expect(matchUrl('/onboard/card/o1/not-pre-qualified/made_up')).toBeNull();
  });

  it('reads offer ids, promo codes and the sign-in next route', () => {
    expect(matchUrl('/q/signup/start-offer/v1?promo_code=PAWS')?.params).toMatchObject({ offerId: 'v1', promoCode: 'PAWS' });
    expect(matchUrl('/q/signup/start-offer/v9')?.params.offerId).toBeNull();
    expect(matchUrl('/signin?next=zoomies.card.quiz')?.params.next).toBe('zoomies.card.quiz');
    expect(matchUrl('/signin?next=nowhere')?.params.next).toBeNull();
  });

  it('knows a flow URL from the others, and a sign-in next that is a flow path', () => {
    expect(matchUrl('/pet-insurance/base')).toBeNull();
    expect(matchUrl('/signin?next=%2Fonboard%2Fcard%2Fapplicant-details')?.params.next).toBe('/onboard/card/applicant-details');
    expect(matchUrl('/signin?next=%2F%2Fevil.example')?.params.next).toBeNull();
  });
});

describe('stateIdForNext: where sign-in goes on', () => {
  it('takes a route name or a flow path, with or without the application id', () => {
    expect(stateIdForNext('zoomies.card.user', 'orig-1')).toBe('user');
    expect(stateIdForNext('/onboard/card/applicant-details', 'orig-1')).toBe('user');
    expect(stateIdForNext('/onboard/card/orig-1/quiz', 'orig-1')).toBe('quiz');
    expect(stateIdForNext('/dashboard', null)).toBe('dashboard');
  });

  it('knows nothing of other sites, unknown names or a missing next', () => {
    expect(stateIdForNext('//evil.example/onboard/card/applicant-details', 'orig-1')).toBeNull();
    expect(stateIdForNext('https://evil.example/dashboard', 'orig-1')).toBeNull();
    expect(stateIdForNext('zoomies.card.nowhere', 'orig-1')).toBeNull();
    expect(stateIdForNext(null, 'orig-1')).toBeNull();
  });
});
