// `npm run flow:diff -- <git-ref> [<git-ref>]`: what changed in the onboarding flow between two
// commits (one ref: that commit against the working tree, uncommitted changes included): states,
// transitions, guards, and the words of descriptions and transitions. Writes, into `--out <folder>`
// (default docs/flow/diff/), `flow-diff.md` (ready to paste into a pull request), `flow-diff.svg`
// (the journey, added green, removed red, changed amber) and `flow-diff-detail.svg` (every changed
// state and transition with the states around them). Each commit's files are unpacked into a
// temporary folder (`git archive`) and its machine loaded from there by this project's Node: no
// checkout is touched (scripts/flow-map/machine-at.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { buildJourneyScene, buildScene } from '../src/flow-map/diagram-scene.ts';
import { drawJourney } from '../src/flow-map/flow-drawing.ts';
import { layoutGraph } from '../src/flow-map/flow-layout.ts';
import { graphFromDescription } from '../src/flow-map/machine-description.ts';
import { diffMachines, diffSummary } from '../src/flow-map/machine-diff.ts';
import type { MachineDiff } from '../src/flow-map/machine-diff.ts';
import type { MachineGraph } from '../src/flow-map/machine-graph.ts';
import { ONBOARDING_TITLE } from '../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../src/flow-map/onboarding-journey.ts';
import { SCREEN_CAPTURES } from '../src/flow-map/screen-captures.ts';
import { sceneToSvg } from '../src/flow-map/svg-markup.ts';
import { DIFF_USAGE, parseDiffArgs } from './flow-map/diff-args.ts';
import { diffMarkdown } from './flow-map/diff-markdown.ts';
import { versionAt } from './flow-map/machine-at.ts';

const parsed = parseDiffArgs(process.argv.slice(2));
if (!parsed) {
  console.error(DIFF_USAGE);
  process.exit(2);
}
const { refs } = parsed;
const outDir = resolve(parsed.out ?? join('docs', 'flow', 'diff'));
const root = resolve('.');
const scratch = mkdtempSync(join(tmpdir(), 'zoomies-flow-diff-'));
try {
  await writeDiff();
} catch (problem) {
  // A wrong ref or an unreadable commit is the user's to fix: say what, without a stack.
  console.error(`flow:diff: ${problem instanceof Error ? problem.message : String(problem)}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

async function writeDiff(): Promise<void> {
  const before = await versionAt(root, refs[0], scratch);
  const after = await versionAt(root, refs[1] ?? null, scratch);
  const diff = diffMachines(before.description, after.description);
  const union = graphFromDescription(diff.union);
  const changes = { states: diff.stateMarks, edges: diff.edgeMarks };
  mkdirSync(outDir, { recursive: true });
  const picturesFrom = relative(outDir, join(root, 'docs', 'flow', 'screens'));
  const imageHref = (file: string): string => `${picturesFrom}/${file}`;
  const titles = Object.fromEntries(diff.union.states.flatMap((state) => (state.title ? [[state.id, state.title]] : [])));

  const journey = drawJourney({ graph: union, journey: ONBOARDING_JOURNEY, captures: SCREEN_CAPTURES, titles });
  const files = { journeySvg: 'flow-diff.svg', detailSvg: null as string | null };
  const title = `${ONBOARDING_TITLE}: what changed from ${refs[0]} to ${refs[1] ?? 'the working tree'}`;
  const written: string[] = [];
  const write = (file: string, text: string): void => {
    writeFileSync(join(outDir, file), text);
    written.push(join(relative(root, outDir) || '.', file));
  };
  if (journey) write(files.journeySvg, sceneToSvg(buildJourneyScene(journey, { changes }), { title, imageHref }));
  const around = changedNeighbourhood(union, diff);
  if (around.nodes.length > 1) {
    const layout = await layoutGraph(around, { engine: new ELK() });
    files.detailSvg = 'flow-diff-detail.svg';
    write(files.detailSvg, sceneToSvg(buildScene(layout, { changes }), `${title}: every change, with the states around it`));
  }
  const command = `npm run flow:diff -- ${refs.join(' ')}`;
  write('flow-diff.md', diffMarkdown(before, after, diff, ONBOARDING_JOURNEY, files, command));
  console.log(diffSummary(diff));
  for (const file of written) console.log(`wrote ${file}`);
}

/**
 * The part of the union worth a picture: each changed state and the states its changed transitions
 * join, with their ancestors (so they nest as in the machine), and every transition among them.
 */
function changedNeighbourhood(graph: MachineGraph, diff: MachineDiff): MachineGraph {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const keep = new Set<string>();
  const withAncestors = (id: string): void => {
    for (let current = byId.get(id); current; current = current.parentId ? byId.get(current.parentId) : undefined) keep.add(current.id);
  };
  for (const change of diff.states) withAncestors(change.id);
  for (const change of diff.transitions) [change.transition.sourceId, ...change.transition.targetIds].forEach(withAncestors);
  const nodes = graph.nodes.filter((node) => keep.has(node.id)).map((node) => ({ ...node, childIds: node.childIds.filter((id) => keep.has(id)) }));
  const changedEdges = new Set(diff.transitions.map((change) => change.transition.id));
  const edges = graph.edges.filter((edge) => edge.kind !== 'route' && keep.has(edge.sourceId) && edge.targetIds.length > 0 && edge.targetIds.every((id) => keep.has(id)) && (changedEdges.has(edge.id) || edge.sourceId !== graph.rootId));
  return { ...graph, nodes, edges };
}
