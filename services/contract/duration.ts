// How a length of time is written wherever a person reads it: the state descriptions, the flow map's
// labels, the sandbox catalogue, the funnel's medians, the screens' and messages' sentences. Texts
// take it from the constant the code runs on (`formatDuration(DECISION_TIMEOUT_MS)`), so a changed
// constant changes every sentence about it.

const WORDS = { ms: 'millisecond', s: 'second', min: 'minute', h: 'hour', d: 'day' } as const;
type Unit = keyof typeof WORDS;

/** `short`: `31 s`, for labels and notes; `long`: `31 seconds`, for the applicant's sentences. */
export type DurationStyle = 'short' | 'long';

/**
 * `300 ms`, `45 s`, `3 min 20 s`, `2 h 5 min`, `3 d 4 h` (or `24 hours`, `10 minutes` in the long
 * style): read at a glance, rounded to the second from 1 s on.
 */
export function formatDuration(ms: number, style: DurationStyle = 'short'): string {
  const say = (parts: [number, Unit][]): string =>
    parts
      .filter(([count], index) => index === 0 || count > 0)
      .map(([count, unit]) => (style === 'short' ? `${count} ${unit}` : `${count} ${WORDS[unit]}${count === 1 ? '' : 's'}`))
      .join(' ');
  if (ms < 1000) return say([[Math.round(ms), 'ms']]);
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return say([[seconds, 's']]);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return say([[minutes, 'min'], [seconds % 60, 's']]);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return say([[hours, 'h'], [minutes % 60, 'min']]);
  return say([[Math.floor(hours / 24), 'd'], [hours % 24, 'h']]);
}
