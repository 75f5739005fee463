// `npm run flow:export`: draws the onboarding machine from its definition and writes
// `docs/flow/flow.svg` and `docs/flow/flow.mmd` for the README. `--check` writes nothing and fails
// when the files are not current (for CI), so the README never shows an old flow.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { onboardingMachine } from '../machines/onboarding.machine.ts';
import { buildScene } from '../src/flow-map/diagram-scene.ts';
import { layoutGraph } from '../src/flow-map/flow-layout.ts';
import { drawnEdges, extractMachineGraph } from '../src/flow-map/machine-graph.ts';
import { toMermaid } from '../src/flow-map/mermaid.ts';
import { sceneToSvg } from '../src/flow-map/svg-markup.ts';

const outDir = join('docs', 'flow');
const check = process.argv.includes('--check');

const graph = extractMachineGraph(onboardingMachine);
const layout = await layoutGraph(graph);
const files = {
  [join(outDir, 'flow.svg')]: sceneToSvg(buildScene(layout), 'Zoomies onboarding flow'),
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
  `${graph.machineId}: ${graph.nodes.length} states, ${drawnEdges(graph).length} transitions, diagram ${Math.round(layout.width)}×${Math.round(layout.height)} px`,
);
if (stale > 0) process.exitCode = 1;
