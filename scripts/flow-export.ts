// `npm run flow:export`: draws the onboarding machine from its definition and writes
// `docs/flow/flow.svg` (every state), `docs/flow/flow-overview.svg` (the main steps, each nested
// step one box: the one that reads at README width) and `docs/flow/flow.mmd` for the README. `--check` writes nothing and fails
// when the files are not current (for CI), so the README never shows an old flow.
//
// With `--funnel` it also writes `docs/flow/funnel.svg`: the main steps with the applicants of a
// date range (`--from YYYY-MM-DD --to YYYY-MM-DD`, default the last 7 days) on them, as `/flow`
// shows them. The numbers come from a running server's funnel call with `--url <base>` (and the
// staff token from FLOW_STAFF_TOKEN in production), or else straight from the database the server
// is configured with (DATABASE_URL, or SQLite in DATA_DIR): the same computation either way.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { onboardingMachine } from '../machines/onboarding.machine.ts';
import { buildScene } from '../src/flow-map/diagram-scene.ts';
import { compoundIds, layoutGraph } from '../src/flow-map/flow-layout.ts';
import { extractMachineGraph, transitionEdges } from '../src/flow-map/machine-graph.ts';
import { onboardingStoryFor } from '../src/flow-map/onboarding-stories.ts';
import { toMermaid } from '../src/flow-map/mermaid.ts';
import { sceneToSvg } from '../src/flow-map/svg-markup.ts';
import { onboardingTransitionLabel } from '../src/flow-map/onboarding-labels.ts';
import { mainStepNotes } from '../src/flow-map/node-notes.ts';
import { funnelNotes, lastSevenDays, type Funnel } from '../src/flow-map/funnel.ts';
import { FunnelQuery, FunnelResponse } from '../services/contract/flow.schema.ts';
import { endpoints } from '../services/contract/endpoints.ts';

// `--out <dir>` writes elsewhere (the export test uses a temporary folder).
const outFlag = process.argv.indexOf('--out');
const outDir: string = (outFlag >= 0 ? process.argv[outFlag + 1] : undefined) ?? join('docs', 'flow');
const check = process.argv.includes('--check');
const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const graph = extractMachineGraph(onboardingMachine, { storyFor: onboardingStoryFor, describeTransition: onboardingTransitionLabel });
const descriptions = mainStepNotes(graph, null);
const layout = await layoutGraph(graph, { nodeNotes: descriptions });
const overview = await layoutGraph(graph, { collapsed: compoundIds(graph, 1), nodeNotes: descriptions });
const files: Record<string, string> = {
  [join(outDir, 'flow.svg')]: sceneToSvg(buildScene(layout), 'Zoomies onboarding flow: every state'),
  [join(outDir, 'flow-overview.svg')]: sceneToSvg(buildScene(overview), 'Zoomies onboarding flow: the main steps'),
  [join(outDir, 'flow.mmd')]: toMermaid(graph),
};

if (process.argv.includes('--funnel') && !check) {
  const range = FunnelQuery.parse({ ...lastSevenDays(), ...(option('--from') ? { from: option('--from') } : {}), ...(option('--to') ? { to: option('--to') } : {}) });
  const url = option('--url');
  const funnel = url ? await funnelFromServer(url, range) : await funnelFromDatabase(range);
  const notes = funnelNotes(graph, funnel);
  const laid = await layoutGraph(graph, { collapsed: compoundIds(graph, 1), nodeNotes: mainStepNotes(graph, notes), lineNote: notes.lineNote, mergeParallelLines: true });
  files[join(outDir, 'funnel.svg')] = sceneToSvg(buildScene(laid, { funnel: { maxCount: notes.maxCount } }), `Zoomies onboarding funnel, ${range.from} to ${range.to}`);
  const busiest = Math.max(0, ...funnel.states.map((state) => state.entered));
  console.log(`funnel ${range.from} to ${range.to} (${url ? `from ${url}` : 'from the database'}): ${busiest} applicants at the busiest step`);
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

console.log(
  `${graph.machineId}: ${graph.nodes.length} states, ${transitionEdges(graph).length} transitions; ` +
    `every state ${Math.round(layout.width)}×${Math.round(layout.height)} px, main steps ${Math.round(overview.width)}×${Math.round(overview.height)} px`,
);
if (stale > 0) process.exitCode = 1;
