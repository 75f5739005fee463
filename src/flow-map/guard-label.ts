import { and, not, or, stateIn } from 'xstate';

// Turns an XState v5 guard (a name, a `{ type, params }` object, or a function built by `and`, `or`,
// `not`, `stateIn`) into readable text for the diagram, e.g. `hasIncome && !isReturning`.
// Combined guards are recognised by their `check` implementation, taken from xstate itself, because
// function names do not survive minification.
interface CombinedGuard {
  guards?: unknown[];
  check?: unknown;
  stateValue?: unknown;
}

const checkOf = (guard: unknown): unknown => (guard as CombinedGuard).check;
const NOT_CHECK = checkOf(not('x'));
const AND_CHECK = checkOf(and(['x']));
const OR_CHECK = checkOf(or(['x']));
const STATE_IN_CHECK = checkOf(stateIn('x'));

export function describeGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof (guard as { type: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    const parts = (combined.guards ?? []).map((inner) => describeGuard(inner) ?? 'inline');
    if (combined.check === NOT_CHECK) return `!${wrap(parts[0] ?? 'inline')}`;
    if (combined.check === AND_CHECK) return parts.map(wrap).join(' && ');
    if (combined.check === OR_CHECK) return parts.map(wrap).join(' || ');
    if (combined.check === STATE_IN_CHECK) return `in(${formatStateValue(combined.stateValue)})`;
    return 'inline';
  }
  return 'inline';
}

function wrap(part: string): string {
  return /\s/.test(part) ? `(${part})` : part;
}

function formatStateValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
