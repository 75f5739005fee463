import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkNamed, ENTRY, firstScreenFiles, FLOW_MODULE, readManifest, staticClosure } from '../../scripts/build/build-manifest.ts';
import { bundleWeights } from '../../scripts/build/bundle-weight.ts';
import type { BundleWeights } from '../../scripts/build/bundle-weight.ts';
import { sourceMapsDirOf } from '../../scripts/build/app-build.plugin.ts';
import { FIRST_SCREEN_PAGES } from '../../src/app/first-screen/first-screen-page.ts';
import { buildForProduction } from './production-build.ts';

// The first screen's budget (DESIGN decision 14), checked on a real production build: bytes of gzip,
// deterministic for a given build (no browser, no clock). The bench prints the same figures with
// what Lighthouse measures (`npm run bench:size`).

/** Budgets in bytes (1 kB = 1000 bytes, as Vite reports sizes). */
const FIRST_SCREEN_BUDGET = 95_000;
const LATER_SCREEN_BUDGET = 25_000;

let outDir = '';
let weights: BundleWeights;

beforeAll(async () => {
  const root = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'size-budget-'));
  outDir = join(root, 'app');
  await buildForProduction(outDir);
  weights = bundleWeights(outDir);
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(join(outDir, '..'), { recursive: true, force: true });
});

/** The source files bundled into a chunk, from its source map (kept out of the served folder). */
function sourcesOf(file: string): string[] {
  const mapFile = join(sourceMapsDirOf(outDir), `${file}.map`);
  // Vite's own chunk-loading helper is generated code: it has no map and no source of ours.
  if (!existsSync(mapFile)) return [file];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

describe('the first screen', () => {
  it(`loads at most ${FIRST_SCREEN_BUDGET / 1000} kB of gzip JavaScript before the applicant can use it`, () => {
    console.log(`first screen: ${(weights.firstScreen.bytes / 1000).toFixed(1)} kB in ${weights.firstScreen.files.length} files; the flow after it: ${(weights.flow.bytes / 1000).toFixed(1)} kB`);
    expect(weights.firstScreen.bytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  });

  it('needs neither the machine nor the API client nor the contract runtime nor yup', () => {
    const sources = weights.firstScreen.files.flatMap(sourcesOf);
    for (const library of ['/xstate/', '/ky/', '/zod/', '/yup/']) {
      expect(sources.filter((source) => source.includes(`node_modules${library}`)), library).toEqual([]);
    }
  });

  it('paints from the HTML alone, then asks for all its files at once: no chain of requests', () => {
    const manifest = readManifest(outDir);
    const entry = manifest[ENTRY] as { file: string; imports?: string[] };
    const entryCode = readFileSync(join(outDir, entry.file), 'utf8');
    const entryImports = staticClosure(manifest, [ENTRY]).map((key) => manifest[key]?.file);
    const routes = JSON.parse(readFileSync(join(outDir, 'prerendered', 'routes.json'), 'utf8')) as Record<string, string>;
    for (const { path } of FIRST_SCREEN_PAGES) {
      const html = readFileSync(join(outDir, routes[path] ?? 'missing'), 'utf8');
      // The markup is in the page and the styles inline: the first paint needs no other request.
      expect(html, path).toMatch(/<div id="root" data-first-screen="[a-z-]+"[^>]*><div class="z-shell">/);
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toContain(`src="/${entry.file}"`);
    }
    // The entry requests every other file of the first screen together (Vite's dependency list).
    for (const file of firstScreenFiles(manifest).js.filter((f) => !entryImports.includes(f))) expect(entryCode).toContain(`"${file}"`);
  });
});

describe('the flow after the first screen', () => {
  it('loads none of the first screen’s modules again', () => {
    const first = new Set(weights.firstScreen.files.flatMap(sourcesOf));
    expect(weights.flow.files.flatMap(sourcesOf).filter((source) => first.has(source))).toEqual([]);
  });

  it('is named on every first page, to be fetched ahead: its files, none of the first screen’s', () => {
    const routes = JSON.parse(readFileSync(join(outDir, 'prerendered', 'routes.json'), 'utf8')) as Record<string, string>;
    expect(weights.flow.files.length).toBeGreaterThan(5);
    for (const { path } of FIRST_SCREEN_PAGES) {
      const html = readFileSync(join(outDir, routes[path] ?? 'missing'), 'utf8');
      const named = html.match(/ data-flow-files="([^"]*)"/)?.[1]?.split(' ');
      expect(named, path).toEqual(weights.flow.files.map((file) => `/${file}`));
    }
  });
});

describe('later screens', () => {
  it(`each load at most ${LATER_SCREEN_BUDGET / 1000} kB of gzip JavaScript of their own`, () => {
    expect(weights.screens.length).toBeGreaterThan(10);
    const over = weights.screens.filter((screen) => screen.bytes > LATER_SCREEN_BUDGET).map((screen) => `${screen.screen}: ${screen.bytes} bytes`);
    expect(over).toEqual([]);
  });
});

describe("the applicant's bundles", () => {
  it('hold no flow map, live channel, sandbox catalogue or story (they load only where they are used)', () => {
    const manifest = readManifest(outDir);
    const applicant = new Set([...weights.firstScreen.files, ...weights.flow.files]);
    for (const key of staticClosure(manifest, [chunkNamed(manifest, 'first-screen'), FLOW_MODULE])) applicant.add(manifest[key]?.file as string);
    const sources = [...applicant].flatMap(sourcesOf);
    expect(sources.filter((source) => /src\/flow-map\/|src\/app\/(live-channel|active-states)\.ts|src\/app\/sandbox\/|stories\//.test(source))).toEqual([]);
  });

  it('are served without source maps and with brotli and gzip copies of every script, stylesheet and page', () => {
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.filter((entry) => entry.name.endsWith('.map'))).toEqual([]);
    const text = files.map((entry) => join(entry.parentPath, entry.name)).filter((file) => /\.(js|css|html)$/.test(file) && readFileSync(file).length >= 256);
    expect(text.length).toBeGreaterThan(20);
    for (const file of text) {
      expect(existsSync(`${file}.br`), file).toBe(true);
      expect(existsSync(`${file}.gz`), file).toBe(true);
    }
  });
});
