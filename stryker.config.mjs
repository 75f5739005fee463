// Mutation testing (`npm run test:mutation`, which runs scripts/mutation.ts; docs/mutation.md).
// Which behaviour does no test check? Stryker changes the code one small edit at a time (a mutant)
// and runs the tests that cover it: a mutant no test notices is a behaviour no test checks.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    // Only node and jsdom tests: no browser project, no server-pg project.
    configFile: 'vitest.mutation.config.ts',
    related: true,
  },
  coverageAnalysis: 'perTest',
  // Five areas, each with its goal (scripts/mutation/areas.ts). The server's domain rules are the
  // files that compute a price, a decision, a code or a limit; their routes and repositories of
  // records are not rules, and stay out.
  mutate: [
    // machines/: the rules, the steps, the session machine and the rest of the onboarding machine.
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    // The API client.
    'services/api/**/*.ts',
    // The server's domain rules. Pricing:
    'server/insurance/pricing.ts',
    'server/insurance/coverage-catalogue.ts',
    'server/insurance/policy-window.ts',
    // the credit decision:
    'server/sandbox/decision-engine.ts',
    // one-time codes and how often they may be sent:
    'server/messages/one-time-code.service.ts',
    'server/messages/one-time-code.repository.ts',
    'server/messages/code-limits.ts',
    // limits: per recipient, per client, and the counters both stand on.
    'server/messages/recipient-limit.ts',
    'server/http/client-limits.ts',
    'server/limits/rate-limit-counter.repository.ts',
    'server/limits/sliding-limit.repository.ts',
  ],
  // The committed baseline: a run tests only what changed since (scripts/mutation.ts).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Static mutants (code run once, when a module loads: the machine's configuration, its transition
  // targets and `after` delays) need every related test per mutant. The first pass leaves them out;
  // the second pass (MUTATION_STATIC=1) tests them on the lines that changed (scripts/mutation.ts).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  // Two cores shared with other work; each Stryker worker runs one Vitest worker.
  concurrency: 2,
  // A busy machine makes honest tests slow: time-outs are not kills we want to count by accident.
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // scripts/mutation/scores.ts checks the goals per area; a total threshold would mix them.
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
