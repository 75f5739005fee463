import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { prerenderFlowMap } from './flow-map-page.ts';
import { makeLiveStepPlans } from './live-step-plans.ts';
import { precompress } from './precompress.ts';
import { prerenderFirstScreens } from './prerender.ts';

// What `vite build` does after bundling the app (and only the app, built from index.html:
// Storybook's build and the prerender's own server build pass through untouched), in this order:
// 1. prerender the first pages (prerender.ts), then `/flow` with its drawing (flow-map-page.ts);
// 2. move the source maps out of the served folder, to `sourcemaps` beside it (dist/sourcemaps:
//    kept for debugging and error reports, never public);
// 3. precompress every text file (precompress.ts);
// and meanwhile, in a worker, the plans of "Open this step live" when the machine changed (live-step-plans.ts).

export const APP_OUT_DIR = 'dist/app';

/** Where the build's source maps go: beside the served folder, not in it. */
export const sourceMapsDirOf = (outDir: string): string => join(dirname(outDir), 'sourcemaps');

function moveSourceMaps(outDir: string, mapsDir: string): void {
  rmSync(mapsDir, { recursive: true, force: true });
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(mapsDir, from.slice(outDir.length + 1));
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  }
}

export function appBuild(): Plugin {
  let config: ResolvedConfig;
  let isAppBuild = false;
  return {
    name: 'zoomies-app-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      // The app's build has no input of its own (index.html); Storybook's names its own.
      isAppBuild = !resolved.build.ssr && resolved.build.rolldownOptions.input === undefined;
    },
    async closeBundle(error?: Error) {
      if (!isAppBuild || error) return;
      const outDir = resolve(config.root, config.build.outDir);
      const plans = makeLiveStepPlans(config.root);
      plans.catch(() => undefined); // awaited below: its failure fails the build there
      await prerenderFirstScreens(config.root, outDir);
      const flow = await prerenderFlowMap(config.root, outDir);
      moveSourceMaps(outDir, sourceMapsDirOf(outDir));
      const count = await precompress(outDir);
      await plans;
      config.logger.info(
        `prerendered the first pages and /flow (drawing ${flow.hash}${flow.cached ? ', from the cache' : ''}); ${count} files precompressed (brotli, gzip); source maps moved to ${sourceMapsDirOf(outDir)}; live-step plans ready`,
      );
    },
  };
}
