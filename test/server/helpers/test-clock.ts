// Time in server tests is a movable clock, never a sleep.

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward. */
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

export function createClock(start = new Date('2026-03-02T15:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
