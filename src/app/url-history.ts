// How a new flow URL enters the browser history. A URL shown for less than a moment (a step the
// machine passes through on its own: post-payment on the way to welcome, the offer start on the way
// to a resumed application) is replaced rather than kept, so Back never bounces through it.

export const TRANSIENT_URL_MS = 1000;

export function historyMethod(options: { first: boolean; shownSince: number; now: number }): 'replace' | 'push' {
  if (options.first) return 'replace';
  return options.now - options.shownSince < TRANSIENT_URL_MS ? 'replace' : 'push';
}
