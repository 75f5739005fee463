import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { FLOW_STATE_IDS } from '../../services/contract/flow.schema.ts';
import { labelKey, onboardingTransitionLabel, TRANSITION_LABELS } from '../../src/flow-map/onboarding-labels.ts';
import { extractMachineGraph, transitionEdges } from '../../src/flow-map/machine-graph.ts';

// The map speaks the product owner's language: every transition of the machine has plain words, and
// the table holds no words for transitions that no longer exist. The API's state ids are the
// machine's top-level states.

const graph = extractMachineGraph(onboardingMachine, { describeTransition: onboardingTransitionLabel });

describe('plain-language transition labels', () => {
  it('label every transition of the onboarding machine', () => {
    const unlabelled = transitionEdges(graph)
      .filter((edge) => edge.plainLabel === null)
      .map((edge) => `${labelKey(edge)} (${edge.sourceId} → ${edge.targetIds.join(', ') || 'itself'})`);
    expect(unlabelled).toEqual([]);
  });

  it('keeps no label for a transition that is gone', () => {
    const used = new Set(
      transitionEdges(graph).flatMap((edge) => {
        const key = labelKey(edge);
        const target = edge.targetIds[0]?.split('.').at(-1);
        return target ? [key, `${key} → ${target}`] : [key];
      }),
    );
    expect(Object.keys(TRANSITION_LABELS).filter((key) => !used.has(key))).toEqual([]);
  });

  it('draws the words, and keeps the event and guard for the details', () => {
    const edge = graph.edges.find((candidate) => candidate.eventType === 'xstate.error.actor.verifyPartnerCode' && !candidate.guard);
    expect(edge).toMatchObject({ plainLabel: 'wrong code', label: 'wrong code', eventLabel: 'error verifyPartnerCode' });
    const resend = graph.edges.find((candidate) => candidate.guard === 'hasExhaustedPartnerAttempts');
    expect(resend).toMatchObject({ label: '2 tries used: starts over', eventType: 'user.resend', guard: 'hasExhaustedPartnerAttempts' });
  });
});

describe('the flow state ids of the API', () => {
  const topLevel = Object.keys(onboardingMachine.root.states);

  // The server records a funnel entry only for these (server/flow/progress.ts, the collector); a state
  // it never records (a page only the browser shows and never reports) is drawn without figures.
  it('are top-level states of the machine, in its order', () => {
    expect([...FLOW_STATE_IDS]).toEqual(topLevel.filter((id) => (FLOW_STATE_IDS as readonly string[]).includes(id)));
  });

  it('each top-level state describes itself in one line', () => {
    for (const id of topLevel) expect({ id, description: onboardingMachine.root.states[id]?.description }).toEqual({ id, description: expect.stringMatching(/^[^\n]{10,200}$/) });
  });
});
