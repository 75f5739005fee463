// `npm run flow:export`: draws the onboarding machine from its definition and writes
// `docs/flow/journey.svg` (the applicant's main path, its branches and the ways from any step: the
// picture the README shows), `docs/flow/flow.svg` (every state) and `docs/flow/flow.mmd`. It runs
// the code `npm run build` runs to draw `/flow` (scripts/flow-map/onboarding-drawings.ts). `--check`
// writes nothing and fails when the files are not current, or when a screen's picture
// (docs/flow/screens, `npm run flow:screens`) is missing or older than its screen (for CI).
//
// With `--funnel` it also writes `docs/flow/funnel.svg`: the journey with the applicants of a date
// range (`--from YYYY-MM-DD --to YYYY-MM-DD`, default the last 7 days) on it, as `/flow` shows them.
// The numbers come from a running server's funnel call with `--url <base>` (and the staff token
// from FLOW_STAFF_TOKEN in production), from a saved answer of that call with `--funnel-json
// <file>`, or else straight from the database the server is configured with (DATABASE_URL, or
// SQLite in DATA_DIR): the same computation either way.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildJourneyScene, buildScene } from '../src/flow-map/diagram-scene.ts';
import { fullLayoutFromData } from '../src/flow-map/flow-drawing.ts';
import { funnelOverlay, lastSevenDays, type Funnel } from '../src/flow-map/funnel.ts';
import { transitionEdges } from '../src/flow-map/machine-graph.ts';
import { toMermaid } from '../src/flow-map/mermaid.ts';
import { ONBOARDING_TITLE } from '../src/flow-map/onboarding-flow.ts';
import { captureFor } from '../src/flow-map/screen-captures.ts';
import { sceneToSvg } from '../src/flow-map/svg-markup.ts';
import { FunnelQuery, FunnelResponse } from '../services/contract/flow.schema.ts';
import { endpoints } from '../services/contract/endpoints.ts';
import { staleCaptures } from './flow-map/capture-sources.ts';
import { drawOnboarding } from './flow-map/onboarding-drawings.ts';

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
// `--out <dir>` writes elsewhere (the export test uses a temporary folder).
const outDir: string = option('--out') ?? join('docs', 'flow');
const check = process.argv.includes('--check');
const root = resolve('.');

const drawn = await drawOnboarding({ root, cacheDir: join('node_modules', '.cache', 'flow-map') });
const { graph, captures } = drawn.input;
// The pictures sit beside the files, in docs/flow/screens/.
const imageHref = (file: string): string => `screens/${file}`;
const full = fullLayoutFromData(drawn.full, graph);
const files: Record<string, string> = {
  [join(outDir, 'flow.svg')]: sceneToSvg(buildScene(full), `${ONBOARDING_TITLE}: every state`),
  [join(outDir, 'flow.mmd')]: toMermaid(graph),
};
if (drawn.journey) {
  files[join(outDir, 'journey.svg')] = sceneToSvg(buildJourneyScene(drawn.journey), { title: `${ONBOARDING_TITLE}: the applicant's journey`, imageHref });
}

if (process.argv.includes('--funnel') && !check && drawn.journey) {
  const range = FunnelQuery.parse({ ...lastSevenDays(), ...(option('--from') ? { from: option('--from') } : {}), ...(option('--to') ? { to: option('--to') } : {}) });
  const url = option('--url');
  const saved = option('--funnel-json');
  const funnel = saved ? FunnelResponse.parse(JSON.parse(readFileSync(saved, 'utf8'))) : url ? await funnelFromServer(url, range) : await funnelFromDatabase(range);
  const overlay = funnelOverlay(graph, funnel, range);
  files[join(outDir, 'funnel.svg')] = sceneToSvg(buildJourneyScene(drawn.journey, { funnel: overlay }), { title: `${ONBOARDING_TITLE}: applicants from ${range.from} to ${range.to}`, imageHref });
  const source = saved ? `from ${saved}` : url ? `from ${url}` : 'from the database';
  console.log(`funnel ${range.from} to ${range.to} (${source}): ${Math.max(0, ...funnel.states.map((state) => state.entered))} applicants at the busiest step`);
}

async function funnelFromServer(base: string, range: FunnelQuery): Promise<Funnel> {
  const token = process.env.FLOW_STAFF_TOKEN;
  const response = await fetch(`${base.replace(/\/+$/, '')}${endpoints.flowFunnel.path}?${new URLSearchParams(range)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${base} answered ${response.status} to the funnel call`);
  return FunnelResponse.parse(await response.json());
}

async function funnelFromDatabase(range: FunnelQuery): Promise<Funnel> {
  // The server's own database settings and computation (imported only for this option).
  const { createDatabase } = await import('../server/db/database.ts');
  const { computeFunnel } = await import('../server/flow/funnel.service.ts');
  const dataDir = resolve(process.env.DATA_DIR || 'data');
  if (!process.env.DATABASE_URL && !existsSync(join(dataDir, 'zoomies.sqlite'))) {
    throw new Error(`No database at ${join(dataDir, 'zoomies.sqlite')}: set DATA_DIR or DATABASE_URL as for the server, or pass --url of a running server.`);
  }
  const db = createDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
  try {
    return await computeFunnel(db, range);
  } finally {
    await db.destroy();
  }
}

let stale = 0;
for (const [file, text] of Object.entries(files)) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (check) {
    if (current !== text) {
      stale += 1;
      console.error(`${file} is out of date: run npm run flow:export`);
    }
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}${current === text ? ' (unchanged)' : ''}`);
}

// The screens' pictures: one for every story a state names, none older than its screen.
const named = [...new Set(graph.nodes.flatMap((node) => (node.story ? [node.story] : [])))];
const missing = named.filter((story) => !captureFor(captures, story));
const older = staleCaptures(root, captures.captures).map((capture) => capture.story);
for (const story of missing) console.error(`${story} has no picture: run npm run flow:screens`);
for (const story of older) console.error(`the picture of ${story} is older than its screen: run npm run flow:screens`);
if (check) stale += missing.length + older.length;

console.log(
  `${graph.machineId}: ${graph.nodes.length} states, ${transitionEdges(graph).length} transitions; ` +
    `journey ${drawn.journey ? `${Math.round(drawn.journey.width)}×${Math.round(drawn.journey.height)} px` : 'none'}, every state ${Math.round(full.width)}×${Math.round(full.height)} px` +
    `${drawn.cached ? ' (drawn before, from the cache)' : ''}`,
);
if (stale > 0) process.exitCode = 1;
