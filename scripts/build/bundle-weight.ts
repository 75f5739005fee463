import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { firstScreenFiles, flowFiles, readManifest, staticClosure } from './build-manifest.ts';
import type { Manifest } from './build-manifest.ts';

// What the applicant's browser downloads, weighed the way the budget counts it: JavaScript, gzip at
// the level the build uses. Deterministic: the same build weighs the same.

export function gzipBytes(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
}

const weigh = (outDir: string, files: Iterable<string>): number => [...files].reduce((sum, file) => sum + gzipBytes(outDir, file), 0);

export interface ScreenWeight {
  /** The screen's module, e.g. screens/about/about.screen.tsx. */
  screen: string;
  /** Its own JavaScript: what it loads beyond the first screen and the flow. */
  files: string[];
  bytes: number;
}

export interface BundleWeights {
  firstScreen: { files: string[]; bytes: number };
  /** The flow (machine, API client, contract, shell), loaded after the first screen is usable. */
  flow: { files: string[]; bytes: number };
  screens: ScreenWeight[];
}

const jsOf = (manifest: Manifest, keys: readonly string[]): string[] => [...new Set(keys.map((key) => (manifest[key] as { file: string }).file))];

export function bundleWeights(outDir: string): BundleWeights {
  const manifest = readManifest(outDir);
  const first = firstScreenFiles(manifest).js;
  const flow = flowFiles(manifest);
  const loaded = new Set([...first, ...flow]);
  const screens = Object.keys(manifest)
    .filter((key) => key.startsWith('screens/') && /\.(screen|modal)\.tsx$/.test(key) && manifest[key]?.isDynamicEntry)
    .map((screen) => {
      const files = jsOf(manifest, staticClosure(manifest, [screen])).filter((file) => !loaded.has(file));
      return { screen, files, bytes: weigh(outDir, files) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return {
    firstScreen: { files: first, bytes: weigh(outDir, first) },
    flow: { files: flow, bytes: weigh(outDir, flow) },
    screens,
  };
}
