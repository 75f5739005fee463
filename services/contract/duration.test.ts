import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';
import { DECISION_POLL_INTERVAL_MS, DECISION_TIMEOUT_MS, FINALIZE_WINDOW_MS, SEARCH_DEBOUNCE_MS } from './constants.ts';

describe('formatDuration', () => {
  it('writes the constants as the texts say them', () => {
    expect(formatDuration(DECISION_TIMEOUT_MS)).toBe('31 s');
    expect(formatDuration(DECISION_POLL_INTERVAL_MS)).toBe('3 s');
    expect(formatDuration(FINALIZE_WINDOW_MS)).toBe('24 h');
    expect(formatDuration(SEARCH_DEBOUNCE_MS)).toBe('300 ms');
    expect(formatDuration(FINALIZE_WINDOW_MS, 'long')).toBe('24 hours');
    expect(formatDuration(10 * 60 * 1000, 'long')).toBe('10 minutes');
  });

  it('reads at a glance: two units at most, a zero second part left out', () => {
    expect(formatDuration(45_400)).toBe('45 s');
    expect(formatDuration(200_000)).toBe('3 min 20 s');
    expect(formatDuration(180_000)).toBe('3 min');
    expect(formatDuration(7_500_000)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h');
    expect(formatDuration(2 * 86_400_000)).toBe('2 d');
    expect(formatDuration(0)).toBe('0 ms');
  });

  it('says one unit in the singular in the long style', () => {
    expect(formatDuration(1000, 'long')).toBe('1 second');
    expect(formatDuration(61_000, 'long')).toBe('1 minute 1 second');
    expect(formatDuration(3_600_000, 'long')).toBe('1 hour');
  });
});
