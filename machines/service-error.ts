import type { ServiceErrorShape } from './onboarding.types.ts';

// Reading the errors services reject with (the app's ApiError: status, code, message) without
// importing the services: the machine only looks at plain fields.

const asShape = (error: unknown): ServiceErrorShape =>
  typeof error === 'object' && error !== null ? (error as ServiceErrorShape) : {};

export const statusOf = (error: unknown): number | undefined => asShape(error).status;
export const codeOf = (error: unknown): string | undefined => asShape(error).code;
export function errorMessageOf(error: unknown, fallback = ''): string {
  const message = asShape(error).message;
  return typeof message === 'string' && message.length > 0 ? message : fallback;
}
/** True when the error's code or message is `marker` (servers answer 'user_exists' either way). */
export const isErrorMarker = (error: unknown, marker: string): boolean =>
  codeOf(error) === marker || errorMessageOf(error) === marker;
/** The error of an `xstate.error.actor.*` event, read from any event of the union. */
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
/** The output of an `xstate.done.actor.*` event, typed by the caller who knows the actor. */
export const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
