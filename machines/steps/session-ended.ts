import type { RouteName } from '../../services/contract/routes.ts';
import { errorOf } from '../service-error.ts';

// A call a step makes for the applicant, answered 401: the API client tried to refresh the token and
// could not (or held an applicant token, which has no refresh), and cleared the session. That is no
// glitch to try again: the session ended. The applicant signs in, told why, and comes back to the
// step they were on (`/signin?next=<route>`; #resume decides whether it may still open). Goes in the
// call's `onError` before its catch-all, and before any guard a 401 could also pass (decision 0063).

export const sessionEnded = (route: RouteName) =>
  ({ guard: { type: 'isSignInNeeded', params: errorOf }, target: '#signin', actions: { type: 'endSession', params: { route } } }) as const;
