import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The flow-map tool (src/flow-map, the live step's page among it) and the stories never load with an
// applicant's screens: they are reachable from the app's entry only through the lazy imports of the
// tool's two pages (`/flow` and a live step's, src/app/app.tsx). Checked on the source's import graph
// (the bundler splits chunks along these same imports): every import the applicant's pages can
// reach, static or lazy, leaving out the lazy imports of those two pages. The live channel the
// running flow talks to an open map on is the runtime's (src/app/live-channel.ts), not the map's.

const root = resolve(import.meta.dirname, '../..');
const FLOW_PAGE = 'src/flow-map/flow-map.page.tsx';
const LIVE_STEP_PAGE = 'src/flow-map/live-step/open-live-step.page.tsx';

function importsOf(file: string): { path: string; lazy: boolean }[] {
  const source = readFileSync(join(root, file), 'utf8').replace(/\/\/.*$/gm, '');
  const found: { path: string; lazy: boolean }[] = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) {
    found.push({ path: (match[1] ?? match[2]) as string, lazy: false });
  }
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ path: match[1] as string, lazy: true });
  for (const match of source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g)) found.push({ path: match[1] as string, lazy: true });
  // A worker's module (`new Worker(new URL('./x.worker.ts', import.meta.url))`) is loaded when the worker starts.
  for (const match of source.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g)) found.push({ path: match[1] as string, lazy: true });
  return found
    .filter((entry) => entry.path.startsWith('.') || entry.path.startsWith('/'))
    .map((entry) => ({ ...entry, path: entry.path.startsWith('/') ? entry.path.slice(1) : relative(root, resolve(root, dirname(file), entry.path)) }));
}

function reachable(entry: string, skip: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    if (file.endsWith('#glob')) continue;
    for (const { path } of importsOf(file)) {
      // A glob pattern stands for the files it matches: here only the stories use one.
      if (path.includes('*')) queue.push(`${path}#glob`);
      else if (existsSync(join(root, path)) && /\.(ts|tsx)$/.test(path)) queue.push(path);
    }
  }
  return seen;
}

describe("the /flow page's code", () => {
  const applicantCode = reachable('src/main.tsx', (file) => file === FLOW_PAGE || file === LIVE_STEP_PAGE || file.endsWith('#glob'));

  it("is not reachable from the app entry except through the lazy pages of /flow and of a live step", () => {
    const leaked = [...applicantCode].filter((file) => file.startsWith('src/flow-map/') || file.startsWith('stories/') || file.startsWith('test/'));
    expect(leaked).toEqual([]);
    // The applicant's app itself is in the graph (the check would pass on an empty graph otherwise).
    expect(applicantCode).toContain('src/app/onboarding-app.tsx');
    expect(applicantCode).toContain('src/app/flow-runtime.ts');
    expect(applicantCode).toContain('src/app/live-channel.ts');
  });

  it('runs no story code: the screens are pictures taken beforehand (docs/flow/screens)', () => {
    const mapCode = reachable(FLOW_PAGE, () => false);
    expect([...mapCode].filter((file) => file.startsWith('stories/') || file.startsWith('screens/') || file.endsWith('#glob'))).toEqual([]);
    // The layout worker is the map's own: the page reaches it, the applicant's code does not.
    expect(mapCode).toContain('src/flow-map/flow-drawing.worker.ts');
    expect(applicantCode).not.toContain('src/flow-map/flow-drawing.worker.ts');
  });
});
