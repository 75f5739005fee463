import { z } from 'zod';

// Development-only data for the flow map (sandbox mode): which states and transitions of the
// onboarding machine each test level reached. The model tests write `coverage/model-coverage.json`,
// the browser tests `coverage/e2e-coverage.json`, both in this shape.
export const CoverageReport = z.object({
  states: z.object({ covered: z.array(z.string()), total: z.number() }),
  transitions: z.object({ covered: z.array(z.string()), total: z.number() }),
});
export type CoverageReport = z.infer<typeof CoverageReport>;

/** Each level's report, or null when that level has not run yet. */
export const DevCoverage = z.object({
  model: CoverageReport.nullable(),
  e2e: CoverageReport.nullable(),
});
export type DevCoverage = z.infer<typeof DevCoverage>;
