import type { Invariant } from './check-invariants.ts';

/** Nothing failed unhandled: the actor did not stop on an error, and nothing was written to `console.error`. */
export const noUnhandledError: Invariant = (world) => {
  const snapshot = world.snapshot();
  if (snapshot.status === 'error') return `the machine stopped on an error: ${String(snapshot.error)}`;
  if (world.page.errors.length > 0) return `the actor reported: ${world.page.errors.map(String).join('; ')}`;
  if (world.consoleErrors.length > 0) return `console.error: ${world.consoleErrors.map((args) => args.map(String).join(' ')).join('; ')}`;
  return null;
};
