// "Open this step live" (decision 0072): the sandbox page that drives a fresh application to a state
// and opens the app there. Its own module without zod: the app's router and the server read it.

/** `/flow/open/<state id>`: a link to paste into a ticket. 404 in production. */
export const LIVE_STEP_PATH = '/flow/open';

/** The page for a state (as `/flow` names it), entered by a transition when `via` names one; `run`: a walk already made (the command's). */
export function liveStepPath(state: string, options: { via?: string | null; run?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.via) query.set('via', options.via);
  if (options.run) query.set('run', options.run);
  const search = query.toString();
  return `${LIVE_STEP_PATH}/${encodeURIComponent(state)}${search ? `?${search}` : ''}`;
}

/** The state a live step page names, or null for another path. */
export function stateOfLiveStepPath(pathname: string): string | null {
  const match = /^\/flow\/open\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
