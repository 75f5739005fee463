import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_OUT_DIR, appBuild } from './scripts/build/app-build.plugin.ts';

// The API runs on its own port in development; Vite proxies /api to it so the app and the API
// share one origin, as they do under `npm start`.
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), appBuild()],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The legal pages are rendered by the API server.
      '/legal': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The flow map's layout worker (src/flow-map/flow-drawing.worker.ts) is an ES module: it shares
  // the map's code, and the layout engine it loads, through imports.
  worker: { format: 'es' },
  build: {
    outDir: APP_OUT_DIR,
    // Written, then moved out of the served folder by appBuild (no public source maps).
    sourcemap: 'hidden',
    // Which files each module needs: the prerender preloads the first screen's, the size budget
    // weighs them (scripts/build/build-manifest.ts).
    manifest: true,
    // Every browser that runs the app supports module preloads.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The helper that loads chunks, on its own: the entry needs nothing else before the first
            // paint (src/main.tsx).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
            // React on its own: every page needs it, and it changes less often than the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The first screen in one file with everything it imports statically (formik, the
            // shell, the start screens): one request, compressed as a whole.
            { name: 'first-screen', test: /src[\\/]app[\\/]first-screen[\\/]hydrate-first-screen\.tsx$/, priority: 1 },
          ],
        },
      },
      treeshake: {
        // Building a zod schema has no side effect: a module that only needs a constant from a
        // contract file (the points offers, a route name) must not bring the zod runtime along.
        manualPureFunctions: ['z'],
        // formik imports hoist-non-react-statics (with its own react-is) for its `connect`, which we
        // never use; the package is CommonJS, so the bundler kept it as if loading it did something:
        // 1 kB of gzip on the first screen, whose budget is 95 kB. Loading it does nothing but define.
        moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
    },
  },
});
