// Mutation testing (`npm run test:mutation`, which runs scripts/mutation.ts; docs/mutation.md).
// Which behaviour does no test check? Stryker changes the code one small edit at a time (a mutant)
// and runs the tests that cover it: a mutant no test notices is a behaviour no test checks.
//
// Two suites (decision 0040), chosen by MUTATION_SUITE, each with its own committed incremental file:
// - `units`: the pure rules of the machine and the server's domain rules, each against the unit
//   tests written for it: a rule must be pinned by its own tests, not by a flow that happens to pass
//   through it (and a flow costs seconds per mutant where a rule's test costs milliseconds);
// - `flows`: the steps, the session machine, the rest of the machine and the API client, against the
//   machine's flow tests, the selectors the screens read and the API client's tests
//   (vitest.mutation.config.ts says which tests and why).

/** The files of each suite, and the tests that may kill their mutants (none listed: all of them). */
export const SUITES = {
  units: {
    mutate: [
      'machines/rules/*.ts',
      // The server's domain rules: the files that compute a price, a decision, a code or a limit;
      // their routes and other repositories are not rules, and stay out. Pricing:
      'server/insurance/pricing.ts',
      'server/insurance/coverage-catalogue.ts',
      'server/insurance/policy-window.ts',
      // the credit decision: the ordinary rules and the offer, and the sandbox's test SSNs on top:
      'server/origination/credit-decisions.ts',
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
    testFiles: [
      'test/machine/*.rules.test.ts',
      'test/machine/*.edges.test.ts',
      'test/machine/rules-boundaries.test.ts',
      'test/server/domain/*.test.ts',
      'test/server/insurance/pricing.test.ts',
    ],
  },
  flows: {
    mutate: ['machines/**/*.ts', '!machines/rules/**', '!machines/**/*.test.ts', 'services/api/**/*.ts'],
    testFiles: [],
  },
};

const name = process.env.MUTATION_SUITE ?? 'units';
const suite = SUITES[name];
if (!suite) throw new Error(`MUTATION_SUITE must be one of ${Object.keys(SUITES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    // Only node and jsdom tests: no browser project, no server-pg project.
    configFile: 'vitest.mutation.config.ts',
    related: true,
  },
  coverageAnalysis: 'perTest',
  mutate: suite.mutate,
  testFiles: suite.testFiles,
  // The committed baseline: a run tests only what changed since (scripts/mutation.ts).
  incremental: true,
  incrementalFile: `reports/stryker-incremental.${name}.json`,
  // Static mutants (code run once, when a module loads: the machine's configuration, its transition
  // targets and `after` delays) need every related test per mutant. The first pass leaves them out;
  // the second pass (MUTATION_STATIC=1) tests them on the lines that changed (scripts/mutation.ts).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  // Two cores shared with other work; each Stryker worker runs one Vitest worker.
  concurrency: 2,
  // A busy machine makes honest tests slow: a time-out must mean a mutant that hangs.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // scripts/mutation/scores.ts checks the goals per area; a total threshold would mix them.
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
