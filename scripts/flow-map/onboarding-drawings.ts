import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import type { DrawingInput, FullLayoutData } from '../../src/flow-map/flow-drawing.ts';
import { drawEveryState, drawingHash, drawJourney } from '../../src/flow-map/flow-drawing.ts';
import type { JourneyLayout } from '../../src/flow-map/journey-layout.ts';
import { hashText } from '../../src/flow-map/machine-description.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';

// The onboarding machine's drawings, made in Node: the same code the page's worker runs
// (src/flow-map/flow-drawing.ts), for `npm run flow:export` and for the build (the page is served
// with them). Every state takes ELK a few seconds: the result is kept in a cache folder, under the
// drawing's hash and a hash of the drawing code, so a build with an unchanged machine and map
// lays nothing out.

export interface OnboardingDrawings {
  input: DrawingInput;
  hash: string;
  journey: JourneyLayout | null;
  full: FullLayoutData;
  /** True when the cache had them. */
  cached: boolean;
}

function onboardingInput(): DrawingInput {
  return { graph: extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS), journey: ONBOARDING_JOURNEY, captures: SCREEN_CAPTURES };
}

/** A hash of the map's own code: a cached drawing made by other code is not used. */
function codeHash(root: string): string {
  const folder = join(root, 'src', 'flow-map');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return hashText(files.map((file) => readFileSync(join(folder, file), 'utf8')).join('\0'));
}

export async function drawOnboarding(options: { root: string; cacheDir?: string }): Promise<OnboardingDrawings> {
  const input = onboardingInput();
  const hash = drawingHash(input);
  const cacheFile = options.cacheDir ? join(options.cacheDir, `drawing-${hash}-${codeHash(options.root)}.json`) : null;
  if (cacheFile && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { journey: JourneyLayout | null; full: FullLayoutData };
    return { input, hash, ...cached, cached: true };
  }
  const journey = drawJourney(input);
  const full = await drawEveryState(input.graph, new ELK());
  if (cacheFile && options.cacheDir) {
    mkdirSync(options.cacheDir, { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ journey, full }));
  }
  return { input, hash, journey, full, cached: false };
}
