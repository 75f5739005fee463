import type { RunDetails } from 'fast-check';

// A failed property as a person reads it: how to replay it, where it began, what happened (one
// command a line, in words), and what broke.

export interface FailedSequence {
  start: string;
  lines: readonly string[];
  problem: string;
}

export function sequenceReport<T>(details: RunDetails<T>, failed: FailedSequence | null): string {
  const replay = `npm run test:sequences -- --seed ${details.seed} --path "${details.counterexamplePath ?? ''}"`;
  if (!failed) return `Sequences failed without a sequence (seed ${details.seed}): ${String(details.errorInstance)}\nReplay: ${replay}`;
  return [
    `A sequence broke an invariant (seed ${details.seed}, after ${details.numRuns} runs and ${details.numShrinks} shrinks).`,
    `Replay it: ${replay}`,
    `Start: ${failed.start}`,
    ...failed.lines.map((line, index) => `${String(index + 1).padStart(3)}. ${line}`),
    `Broken: ${failed.problem}`,
  ].join('\n');
}
