import { describe, it, expect } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import type { AnyStateNode } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { ROUTE_TABLE } from '../../machines/route-table.ts';
import { STEPS, type StepId, type StepMeta } from '../../machines/steps/step-declarations.ts';

// The conventions other code relies on: explicit invoke ids (the model answers services by them),
// routable states with ids and screen meta, progress steps within the bar.

const nodes = getStateNodes(onboardingMachine.root) as AnyStateNode[];

describe('machine shape', () => {
  it('gives every invoke an explicit id and a named source', () => {
    for (const node of [onboardingMachine.root, ...nodes]) {
      for (const invoke of node.invoke) {
        expect(invoke.id, node.id).not.toMatch(/^[0-9]|:invocation\[/);
        expect(typeof invoke.src, node.id).toBe('string');
      }
    }
  });

  it('every routable state has an explicit id in the route table and a screen in its meta', () => {
    const routable = nodes.filter((node) => node.config.route);
    expect(routable.map((n) => n.id).sort()).toEqual(ROUTE_TABLE.map((r) => r.stateId).sort());
    for (const node of routable) expect((node.meta as StepMeta).screen, node.id).toBeTruthy();
  });

  // The machine spreads each step file's group of states: a declared step whose state no group
  // brings in (or a group the machine forgot) fails here, by name.
  it('has a state for every declared step, showing its declared screen', () => {
    const shown = (Object.keys(STEPS) as StepId[]).map((id) => {
      const node = [onboardingMachine.root, ...nodes].find((candidate) => candidate.id === id);
      return { id, screen: (node?.meta as StepMeta | undefined)?.screen ?? 'no such state' };
    });
    expect(shown).toEqual((Object.keys(STEPS) as StepId[]).map((id) => ({ id, screen: STEPS[id].screen })));
  });

  it('describes every top-level state in one line, for the flow map', () => {
    for (const node of Object.values(onboardingMachine.root.states) as AnyStateNode[]) {
      expect(node.description, node.id).toMatch(/^[A-Z].{10,140}[.!]$/);
      expect(node.description, node.id).not.toMatch(/\n/);
    }
  });

  it('progress steps stay within 1..maxStep and never go back along the main flow', () => {
    const order = ['verify', 'about', 'user', 'preprocessing', 'acceptOffer', 'processing', 'congratulations', 'quiz', 'additionalServices', 'payment'];
    const steps = order.map((id) => (onboardingMachine.getStateNodeById(id).meta as StepMeta).step!);
    for (const [i, step] of steps.entries()) {
      const meta = onboardingMachine.getStateNodeById(order[i]!).meta as StepMeta;
      expect(step).toBeGreaterThanOrEqual(1);
      expect(step).toBeLessThanOrEqual(meta.maxStep!);
      if (i > 0) expect(step).toBeGreaterThanOrEqual(steps[i - 1]!);
    }
  });
});
