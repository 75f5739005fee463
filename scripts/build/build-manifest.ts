import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reading Vite's build manifest (`build.manifest: true`): which files each module of the app needs.
// The prerender uses it to preload the first screen, the size budget and the bench to weigh it.

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The HTML entry, and what the entry loads for each kind of page. */
export const ENTRY = 'index.html';
/** The first screen's chunk: a named group (vite.config.ts), so its manifest key is its name. */
export const FIRST_SCREEN_CHUNK = 'first-screen';
export const APP_MODULE = 'src/app/app.tsx';
/** The flow (machine, API client, contract): what a first screen loads once the applicant interacts. */
export const FLOW_MODULE = 'src/app/onboarding-app.tsx';

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys these modules load before running: themselves and their static imports, deep. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export interface LoadedFiles {
  js: string[];
  css: string[];
}

/** The files (paths inside the build folder) these manifest keys bring. */
export function filesOf(manifest: Manifest, keys: readonly string[]): LoadedFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

/** The manifest key of a chunk by its name (groups of vite.config.ts have no source module). */
export function chunkNamed(manifest: Manifest, name: string): string {
  const found = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  if (found.length !== 1) throw new Error(`The build manifest has ${found.length} chunks named ${name}`);
  return found[0] as string;
}

/** Everything a prerendered first page loads before the applicant can use it. */
export function firstScreenFiles(manifest: Manifest): LoadedFiles {
  return filesOf(manifest, staticClosure(manifest, [ENTRY, chunkNamed(manifest, FIRST_SCREEN_CHUNK)]));
}

/** Everything the app shell (any other page) loads before its page's own chunks. */
export function appShellFiles(manifest: Manifest): LoadedFiles {
  return filesOf(manifest, staticClosure(manifest, [ENTRY, APP_MODULE]));
}

/** The flow's files beyond the first screen's: what a prerendered page fetches ahead (src/app/first-screen/flow-prefetch.ts). */
export function flowFiles(manifest: Manifest): string[] {
  const first = firstScreenFiles(manifest).js;
  return filesOf(manifest, staticClosure(manifest, [ENTRY, FLOW_MODULE])).js.filter((file) => !first.includes(file));
}
