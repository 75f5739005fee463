// How a new flow URL enters the browser history. A URL the machine only passed through on its own
// (post-payment on the way to welcome, the offer start on the way to a resumed application) is
// replaced rather than kept, so Back never bounces through it. A page the applicant acted on is
// always kept, however quickly they acted: a fast Close on the pet step must leave Back to it. The
// URL the browser itself shows (the landing URL, or where Back and Forward moved to) is corrected
// in place when the machine answers it elsewhere (a step of an application Start over discarded).

export const TRANSIENT_URL_MS = 1000;

export function historyMethod(options: { correctsBrowserLocation: boolean; shownSince: number; now: number; actedOn: boolean }): 'replace' | 'push' {
  if (options.correctsBrowserLocation) return 'replace';
  if (options.actedOn) return 'push';
  return options.now - options.shownSince < TRANSIENT_URL_MS ? 'replace' : 'push';
}

/** The applicant's own intents: the screens send `user.*` events; the runtime sends the others. */
export const isApplicantIntent = (event: { type: string }): boolean => event.type.startsWith('user.');
