import { describe, expect, it } from 'vitest';
import { pageForPath } from './page-for-path.ts';

describe('pageForPath', () => {
  it('sends flow URLs, the instant link and the offer start to the onboarding machine', () => {
    for (const path of ['/', '/signup/start', '/q/signup/start-offer/points_01', '/onboard/card/o-1/about', '/onboard/card/o-1/about/', '/dashboard', '/signin', '/onboard/card/continue', '/onboard/welcome']) {
      expect(pageForPath(path), path).toEqual({ kind: 'onboarding' });
    }
  });

  it('keeps the flow map and the static pages', () => {
    expect(pageForPath('/flow')).toEqual({ kind: 'flow-map' });
    expect(pageForPath('/flow/')).toEqual({ kind: 'flow-map' });
    expect(pageForPath('/contact')).toEqual({ kind: 'static', page: 'contact' });
    expect(pageForPath('/terms/')).toEqual({ kind: 'static', page: 'terms' });
  });

  it('gives any other path the not-found page', () => {
    for (const path of ['/nope', '/onboard/card/o-1/nowhere', '/signup/start/extra', '/dashboards']) {
      expect(pageForPath(path), path).toEqual({ kind: 'not-found' });
    }
  });
});
