import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import CheapFirstSequencer from './scripts/mutation/cheap-first-sequencer.ts';

// The tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs): the node
// and jsdom tests that check behaviour, without the browser projects (Storybook) or the server-pg
// project. Stryker's `vitest.related` narrows each run further to the tests that import the mutated
// file. Left out on purpose (docs/mutation.md says why):
// - test/model: the paths are generated from the machine, so they agree with any mutant of it until
//   they check an expectation of their own (issue 24: of the step mutants only they covered, all
//   survived), and they take most of the related tests' time (a minute per surviving mutant);
// - test/flow-map: it draws the machine; it can only say the drawing changed, not that a behaviour
//   is wrong;
// - test/build, test/browser, test/bench, test/e2e: builds, browsers and benchmarks, none of which
//   imports a mutated file.
const notBehaviour = ['test/model/**', 'test/flow-map/**', 'test/build/**', 'test/browser/**', 'test/bench/**', 'test/e2e/**', 'node_modules/**'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Stryker stops at the first failing test: the quick files go first.
    sequence: { sequencer: CheapFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['test/**/*.test.ts', 'machines/**/*.test.ts', 'services/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: notBehaviour,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.tsx'],
          exclude: notBehaviour,
          setupFiles: ['test/setup/dom.setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
