import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          include: ['test/**/*.test.ts', 'machines/**/*.test.ts', 'services/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
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
        },
      },
    ],
  },
});
