import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { FLOW_STATE_IDS, type FunnelState } from '../../services/contract/flow.schema.ts';
import { buildJourneyScene } from '../../src/flow-map/diagram-scene.ts';
import { drawJourney } from '../../src/flow-map/flow-drawing.ts';
import { funnelOverlay } from '../../src/flow-map/funnel.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';

// The server records the funnel of the states it names (FLOW_STATE_IDS, a subset of the machine's
// states): a state it never records (a page only the browser shows) is drawn on the journey without
// figures, and the others keep theirs.

const graph = extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS);
const layout = drawJourney({ graph, journey: ONBOARDING_JOURNEY, captures: SCREEN_CAPTURES });

describe('the funnel on the journey, for a state the server never records', () => {
  it('draws that state without figures, and the recorded ones with theirs', () => {
    const unrecorded = 'congratulations';
    const states: FunnelState[] = FLOW_STATE_IDS.filter((id) => id !== unrecorded).map((id) => ({ id, entered: 4, exited: {}, median_ms: 1_000 }));
    const overlay = funnelOverlay(graph, { states }, { from: '2026-11-01', to: '2026-11-07' });
    expect(overlay.states.has(unrecorded)).toBe(false);
    if (!layout) throw new Error('the onboarding journey has no layout');
    const scene = buildJourneyScene(layout, { funnel: overlay });
    const description = (id: string) => scene.nodes.find((node) => node.id === id)?.description;
    expect(description(unrecorded)).toMatch(/^\S/);
    expect(description(unrecorded)).not.toMatch(/entered|applicants/);
    expect(description('quiz')).toMatch(/4 entered, 4 stopped \(100%\), median 1 s/);
  });
});
