import { historyMethod } from './url-history.ts';

// The address bar follows the machine: each state's URL is pushed or replaced (url-history.ts says
// which), and a URL the browser moved to by itself (Back, Forward) is sent to the machine, which decides.
// The landing URL, and a URL the browser moved to that the machine answered elsewhere, are corrected
// in place: the entry the browser shows is the one rewritten.

export const currentUrl = (): string => `${location.pathname}${location.search}`;

export interface AddressFollower {
  /** Shows the state's URL (null: a state without one), after the machine moved. */
  show(url: string | null): void;
  /** The applicant acted on the page shown: it stays in the history however quickly they left it. */
  noteApplicantAct(): void;
  stop(): void;
}

export function followAddress(sendLocation: (url: string) => void): AddressFollower {
  let correctingBrowserLocation = true;
  let urlShownSince = Date.now();
  let actedOnUrl = false;
  const onPopState = () => {
    urlShownSince = Date.now();
    actedOnUrl = false;
    correctingBrowserLocation = true;
    sendLocation(currentUrl());
    correctingBrowserLocation = false;
  };
  window.addEventListener('popstate', onPopState);
  return {
    show(url) {
      if (url && url !== currentUrl()) {
        const now = Date.now();
        if (historyMethod({ correctsBrowserLocation: correctingBrowserLocation, shownSince: urlShownSince, now, actedOn: actedOnUrl }) === 'replace') history.replaceState(null, '', url);
        else history.pushState(null, '', url);
        urlShownSince = now;
        actedOnUrl = false;
      }
      correctingBrowserLocation = false;
    },
    noteApplicantAct() {
      actedOnUrl = true;
    },
    stop() {
      window.removeEventListener('popstate', onPopState);
    },
  };
}


