// `npm run flow:export`: draws the onboarding machine from its definition and writes
// `docs/flow/flow.svg` (every state), `docs/flow/flow-overview.svg` (the main steps, each nested
// step one box: the one that reads at README width) and `docs/flow/flow.mmd` for the README. `--check` writes nothing and fails
// when the files are not current (for CI), so the README never shows an old flow.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { onboardingMachine } from '../machines/onboarding.machine.ts';
import { buildScene } from '../src/flow-map/diagram-scene.ts';
import { compoundIds, layoutGraph } from '../src/flow-map/flow-layout.ts';
import { extractMachineGraph, transitionEdges } from '../src/flow-map/machine-graph.ts';
import { onboardingStoryFor } from '../src/flow-map/onboarding-stories.ts';
import { toMermaid } from '../src/flow-map/mermaid.ts';
import { sceneToSvg } from '../src/flow-map/svg-markup.ts';

// `--out <dir>` writes elsewhere (the export test uses a temporary folder).
const outFlag = process.argv.indexOf('--out');
const outDir: string = (outFlag >= 0 ? process.argv[outFlag + 1] : undefined) ?? join('docs', 'flow');
const check = process.argv.includes('--check');

const graph = extractMachineGraph(onboardingMachine, { storyFor: onboardingStoryFor });
const layout = await layoutGraph(graph);
const overview = await layoutGraph(graph, { collapsed: compoundIds(graph, 1) });
const files = {
  [join(outDir, 'flow.svg')]: sceneToSvg(buildScene(layout), 'Zoomies onboarding flow: every state'),
  [join(outDir, 'flow-overview.svg')]: sceneToSvg(buildScene(overview), 'Zoomies onboarding flow: the main steps'),
  [join(outDir, 'flow.mmd')]: toMermaid(graph),
};

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
