import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { findChromium } from './test/browser/find-chromium.ts';
import { budget } from './test/browser/time-budget.ts';

// The Chromium of the storybook project: the system one, or the npm package's when there is none.
const chromium = await findChromium();

// One config, several projects: pure logic (machine, services, server) runs in node; screens in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's 5 s a test and 10 s a hook, scaled (test/browser/time-budget.ts): beside a CPU hog the
          // server suites' set-ups and token checks took longer without anything being wrong.
          testTimeout: budget(5_000),
          hookTimeout: budget(10_000),
          include: ['test/**/*.test.ts', 'stories/**/*.test.ts', 'machines/**/*.test.ts', 'services/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts', 'screens/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
        },
      },
      {
        // The server suites again on PostgreSQL: a fresh schema per file; skipped without TEST_DATABASE_URL
        // (CI: `.ci/pg-setup.sh`, then TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app).
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          // The same scaled defaults as the unit project: PostgreSQL shares the busy cores too.
          testTimeout: budget(5_000),
          hookTimeout: budget(10_000),
          include: ['test/server/**/*.test.ts'],
          env: { SERVER_TEST_DIALECT: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude: ['node_modules/**'],
          setupFiles: ['test/setup/dom.setup.ts'],
          // user-event types key by key through React: a long form on a busy 2-core runner takes more
          // than the default 5 s without anything being wrong (scaled: test/browser/time-budget.ts).
          testTimeout: budget(15_000),
        },
      },
      {
        // Every story is a test in Chromium; an accessibility violation fails it (.storybook/preview.ts).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Vitest's browser-mode defaults (15 s a story, 30 s a hook, 60 s to connect), scaled: Chromium
          // shares the 2 cores with everything else on a busy runner (test/browser/time-budget.ts).
          testTimeout: budget(15_000),
          hookTimeout: budget(30_000),
          browser: {
            connectTimeout: budget(60_000),
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
