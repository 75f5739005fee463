import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import CheapFirstSequencer from './scripts/mutation/cheap-first-sequencer.ts';

// The tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs): node and
// jsdom tests that check behaviour, without the browser projects (Storybook) or the server-pg
// project. The `units` suite narrows them to the rules' and the domain's own unit tests; the `flows`
// suite takes them all. Each mutant costs the import of every test file that covers it, so the set
// is the tests that check the mutated code directly (decision 0040):
// - in: the machine's tests (rules, flows, the session machine, persistence, routes), the selectors
//   the screens read (screens/selectors.test.ts), the app's and the bindings' tests, the API
//   client's tests, and the server's domain tests (test/server/domain and pricing), which call the
//   rules themselves;
// - out: the model paths (generated from the machine, they agree with any mutant of it until they
//   check an expectation of their own), every-way-in (a walk through the real server: 15 s per
//   mutant it covers), the server's route tests (each boots the whole API), the flow map (a drawing
//   of the machine), builds, browsers and benchmarks.
const notHere = ['test/machine/every-way-in.test.ts', 'node_modules/**'];

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
          include: [
            'test/machine/**/*.test.ts',
            'test/services/api/**/*.test.ts',
            'src/**/*.test.ts',
            'screens/selectors.test.ts',
            'test/server/domain/**/*.test.ts',
            'test/server/insurance/pricing.test.ts',
          ],
          exclude: notHere,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.tsx', 'screens/**/*.binding.test.tsx'],
          exclude: notHere,
          setupFiles: ['test/setup/dom.setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
