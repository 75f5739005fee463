import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuildEntry } from '../../src/flow-map/compare-panel.tsx';
import type { BuiltDrawing } from '../../src/flow-map/flow-drawing.ts';
import { titleFinder } from '../../src/flow-map/flow-drawing.ts';
import { buildId, describeMachine, hashText } from '../../src/flow-map/machine-description.ts';
import { ONBOARDING_TITLE } from '../../src/flow-map/onboarding-flow.ts';
import { drawOnboarding } from '../flow-map/onboarding-drawings.ts';
import { filesOf, readManifest, staticClosure } from './build-manifest.ts';
import { staticFlowMap } from './flow-map-static.ts';

// `/flow`, drawn at build time (DESIGN decision 9, issue 27, decision 0046). The build lays out the
// onboarding machine with the code of `npm run flow:export` and the page's worker, then writes:
// - `prerendered/flow.html`: the app shell with the journey already drawn in it (SVG), so the map is
//   on screen with the page, before any script; and the drawing's data as inline JSON, which the
//   live map (the flow-map chunk, preloaded) draws from without laying anything out;
// - `assets/flow-every-state-<hash>.json`: every state, fetched when an engineer asks for it;
// - the screens' pictures (docs/flow/screens) as hashed assets;
// - `flow/builds/<build>.json`: this build's machine description, named by its hash, with those of
//   the builds before it (kept beside the served folder, in `flow-builds/`) and an index, so
//   `/flow?compare=<build>` can show what changed between two builds served here.
// It runs inside the app build, before the files are compressed (app-build.plugin.ts, through
// flow-map-page.ts).

const FLOW_PATH = '/flow';
const PAGE_FILE = 'prerendered/flow.html';
const FLOW_MODULE = 'src/flow-map/flow-map.page.tsx';
const BUILDS_FOLDER = 'flow/builds';
/** How many earlier builds' machines stay available to compare with. */
const BUILDS_KEPT = 20;

/** Where the descriptions of earlier builds are kept: beside the served folder, which each build empties. */
const buildsArchiveOf = (outDir: string): string => join(dirname(outDir), 'flow-builds');

export async function writeFlowMapPage(root: string, outDir: string): Promise<{ hash: string; cached: boolean }> {
  const drawings = await drawOnboarding({ root, cacheDir: join(root, 'node_modules', '.cache', 'flow-map') });

  // The pictures, named by their content.
  const imageUrls: Record<string, string> = {};
  for (const capture of drawings.input.captures.captures) {
    const source = join(root, 'docs', 'flow', 'screens', capture.image);
    if (!existsSync(source)) throw new Error(`${source} is missing: run npm run flow:screens`);
    const named = `assets/flow-screen-${capture.image.replace(/\.webp$/, '')}-${hashText(readFileSync(source, 'latin1')).slice(0, 8)}.webp`;
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    copyFileSync(source, join(outDir, named));
    imageUrls[capture.image] = `/${named}`;
  }

  const fullFile = `assets/flow-every-state-${drawings.hash}.json`;
  writeFileSync(join(outDir, fullFile), JSON.stringify(drawings.full));

  // This build's machine, and the earlier ones.
  const description = describeMachine(drawings.input.graph, titleFinder(drawings.input.captures));
  const id = buildId(description);
  const archive = buildsArchiveOf(outDir);
  mkdirSync(archive, { recursive: true });
  writeFileSync(join(archive, `${id}.json`), JSON.stringify(description));
  const indexFile = join(archive, 'index.json');
  const previous = existsSync(indexFile) ? ((JSON.parse(readFileSync(indexFile, 'utf8')) as { builds: BuildEntry[] }).builds ?? []) : [];
  const entry: BuildEntry = {
    hash: id,
    builtAt: new Date().toISOString(),
    commit: gitCommit(root),
    states: description.states.length,
    transitions: description.transitions.filter((transition) => transition.kind !== 'route').length,
  };
  const builds = [entry, ...previous.filter((build) => build.hash !== id)].slice(0, BUILDS_KEPT);
  for (const file of readdirSync(archive)) {
    if (file !== 'index.json' && !builds.some((build) => `${build.hash}.json` === file)) rmSync(join(archive, file));
  }
  writeFileSync(indexFile, `${JSON.stringify({ builds }, null, 2)}\n`);
  mkdirSync(join(outDir, BUILDS_FOLDER), { recursive: true });
  for (const build of builds) copyFileSync(join(archive, `${build.hash}.json`), join(outDir, BUILDS_FOLDER, `${build.hash}.json`));
  writeFileSync(join(outDir, BUILDS_FOLDER, 'index.json'), `${JSON.stringify({ builds }, null, 2)}\n`);

  // The page: the shell, the flow map's files preloaded, the drawing in it.
  const drawing: BuiltDrawing = { hash: drawings.hash, journey: drawings.journey, fullUrl: `/${fullFile}`, imageUrls, buildsUrl: `/${BUILDS_FOLDER}` };
  const manifest = readManifest(outDir);
  const files = filesOf(manifest, staticClosure(manifest, [FLOW_MODULE]));
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  const links = [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js.filter((file) => !shell.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const page = shell
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${ONBOARDING_TITLE}</title>`)
    .replace('<div id="root"></div>', `${staticFlowMap(drawing, drawings)}\n    <div id="root"></div>`);
  if (page === shell) throw new Error('index.html has no <div id="root"></div> for the flow map');
  mkdirSync(join(outDir, 'prerendered'), { recursive: true });
  writeFileSync(join(outDir, PAGE_FILE), page);

  // The server serves prerendered pages by path (server/http/static-assets.ts).
  const routesFile = join(outDir, 'prerendered', 'routes.json');
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string>) : {};
  writeFileSync(routesFile, `${JSON.stringify({ ...routes, [FLOW_PATH]: PAGE_FILE }, null, 2)}\n`);
  return { hash: drawings.hash, cached: drawings.cached };
}

/** The commit being built, with `+` when the working tree has changes; null outside git. */
function gitCommit(root: string): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${commit}${dirty ? '+' : ''}`;
  } catch {
    return null;
  }
}
