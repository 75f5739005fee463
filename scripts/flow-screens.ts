// `npm run flow:screens`: takes the picture and the title of every screen the onboarding machine
// shows, for the flow map (decision 0047). Each state names the story of its screen
// (src/flow-map/onboarding-stories.ts); this renders each of those stories in Chromium at a phone's
// size (a Vite page of its own, scripts/flow-map/capture-harness/, with the project's Storybook
// annotations but no play function), and writes docs/flow/screens/<story>.webp and
// docs/flow/screens/screens.json: the story's level-1 heading, the heading of every other story of
// the file (the states the screen can show), and a hash of the story and the screen's folder.
// Commit what it writes: the build and `/flow` then read files, with no browser and no story code.
//
// Only pictures whose sources changed are taken again (`--all` takes every one); `npm run
// flow:check` says which are out of date.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { onboardingMachine } from '../machines/onboarding.machine.ts';
import { extractMachineGraph } from '../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../src/flow-map/onboarding-flow.ts';
import type { ScreenCapture, ScreenCaptures, ScreenVariant } from '../src/flow-map/screen-captures.ts';
import { storyExport, storyFile } from '../src/flow-map/screen-captures.ts';
import { findChromium } from '../test/browser/find-chromium.ts';
import type { CaptureHarness } from './flow-map/capture-harness/main.tsx';
import { captureSources, screenFoldersOf, sourcesHash } from './flow-map/capture-sources.ts';

const root = resolve('.');
const screensDir = join('docs', 'flow', 'screens');
const indexFile = join(screensDir, 'screens.json');
const HARNESS = '/scripts/flow-map/capture-harness/index.html';
/** A phone's window: most applicants use one, and the picture then reads when it is small. */
const VIEWPORT = { width: 390, height: 640 };
const WEBP_QUALITY = 0.8;
const retakeAll = process.argv.includes('--all');

const graph = extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS);
const stories = [...new Set(graph.nodes.flatMap((node) => (node.story ? [node.story] : [])))].sort();
const previous: ScreenCaptures | null = existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as ScreenCaptures) : null;

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
  // Every story's dependencies are found before the page opens, so Vite never reloads it midway.
  optimizeDeps: { entries: [HARNESS.slice(1), 'stories/*.stories.tsx'] },
});
await vite.listen();
const base = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`;

const choice = await findChromium();
const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args, headless: true });
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}${HARNESS}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'captureHarness' in window);
  const harness = {
    list: (file: string) => page.evaluate((name) => (window as unknown as { captureHarness: CaptureHarness }).captureHarness.list(name), file),
    show: (file: string, exportName: string) =>
      page.evaluate(([name, story]) => (window as unknown as { captureHarness: CaptureHarness }).captureHarness.show(name as string, story as string), [file, exportName]),
  };

  const captures: ScreenCapture[] = [];
  mkdirSync(screensDir, { recursive: true });
  for (const story of stories) {
    const file = storyFile(story);
    if (!existsSync(file)) throw new Error(`${story} is named by the machine's states, but there is no ${file}: fix src/flow-map/onboarding-stories.ts`);
    const screenFolders = screenFoldersOf(readFileSync(file, 'utf8'));
    const sourceHash = sourcesHash(root, captureSources(root, story, screenFolders));
    const image = `${file.replace(/^stories\//, '').replace(/\.stories\.tsx$/, '')}${storyExport(story) ? `--${kebab(storyExport(story) as string)}` : ''}.webp`;
    const before = previous?.captures.find((capture) => capture.story === story);
    if (!retakeAll && before && before.sourceHash === sourceHash && existsSync(join(screensDir, image))) {
      captures.push(before);
      console.log(`unchanged ${story}`);
      continue;
    }
    const listed = await harness.list(file);
    // In the file's order (a module's exports come sorted by name), as Storybook lists them.
    const order = exportOrder(readFileSync(file, 'utf8'));
    listed.stories.sort((a, b) => order.indexOf(a.exportName) - order.indexOf(b.exportName));
    const wanted = storyExport(story) ?? listed.stories[0]?.exportName;
    const entry = listed.stories.find((candidate) => candidate.exportName === wanted);
    if (!entry) throw new Error(`${story} is named by the machine's states, but ${file} has no such story: fix src/flow-map/onboarding-stories.ts`);
    const variants: ScreenVariant[] = [];
    for (const variant of listed.stories) variants.push({ name: storyName(variant.exportName), title: await harness.show(file, variant.exportName) });
    const title = (await harness.show(file, entry.exportName)) ?? entry.name;
    const png = await page.screenshot({ type: 'png' });
    const webp = await page.evaluate(
      async ({ data, quality }) => {
        const picture = new Image();
        picture.src = `data:image/png;base64,${data}`;
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = picture.naturalWidth;
        canvas.height = picture.naturalHeight;
        canvas.getContext('2d')?.drawImage(picture, 0, 0);
        return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
      },
      { data: png.toString('base64'), quality: WEBP_QUALITY },
    );
    if (!webp) throw new Error(`${story}: the picture could not be encoded`);
    writeFileSync(join(screensDir, image), Buffer.from(webp, 'base64'));
    captures.push({
      story,
      storyId: entry.id,
      storyTitle: listed.title,
      storyName: storyName(entry.exportName),
      title,
      image,
      width: VIEWPORT.width,
      height: VIEWPORT.height,
      screenFolders,
      sourceHash,
      variants,
    });
    console.log(`captured ${story}: '${title}' (${variants.length} stories in the file)`);
  }
  if (problems.length > 0) throw new Error(`the stories failed in the page:\n${problems.join('\n')}`);

  // Pictures no state names any more go.
  const kept = new Set(captures.map((capture) => capture.image));
  for (const file of readdirSync(screensDir)) {
    if (file.endsWith('.webp') && !kept.has(file)) {
      rmSync(join(screensDir, file));
      console.log(`removed ${file}`);
    }
  }
  const index: ScreenCaptures = { version: 1, viewport: VIEWPORT, captures };
  writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`wrote ${indexFile}: ${captures.length} screens`);
} finally {
  await browser.close();
  await vite.close();
}

/** The story exports of a CSF file, in the order they are written. */
function exportOrder(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1] as string);
}

/** Storybook's name for an export: `KoFrozenFile` → `Ko Frozen File`. */
function storyName(exportName: string): string {
  return exportName.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
