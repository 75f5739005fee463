import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { transitionKeys } from './model-coverage.ts';
import { dropPrefixes, planGeneratedPaths, type GeneratedPath } from '../e2e/generated/edge-plan.ts';
import { NOT_DRIVEN } from '../e2e/generated/seeds.ts';

// The plan of the generated browser paths (test/e2e/generated/): read from the machine, so a renamed
// state or a new failure branch changes the plan, and every edge it promises is one the machine has.

const machine = onboardingMachine as unknown as AnyStateMachine;
const keys = new Set(transitionKeys(machine).values());
const plan = planGeneratedPaths();

describe('the generated browser paths', () => {
  it('promise only transitions the machine has', () => {
    const promised = plan.flatMap((path) => [...path.edges, ...(path.oneOf ?? [])]);
    expect(promised.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('take every failure branch of the loads of each state a deep link opens, except those listed as not driven', () => {
    const promised = new Set(plan.flatMap((path) => path.edges));
    const loaderFailures = [...keys].filter((key) => /\.loading\w+:xstate\.error\.actor\.\w+:\d+$/.test(key));
    expect(loaderFailures.length).toBeGreaterThan(50);
    const opened = new Set(plan.map((path) => `onboarding.${path.stateId}.`));
    const missing = loaderFailures.filter(
      (key) => [...opened].some((prefix) => key.startsWith(prefix)) && !promised.has(key) && !Object.keys(NOT_DRIVEN).some((where) => key.startsWith(`${where}:`) || key === where),
    );
    expect(missing).toEqual([]);
  });

  it('enter every state a route enters, by its link or by Back to it (the start screens by the boot, which opens their links)', () => {
    const promised = new Set(plan.flatMap((path) => path.edges));
    const targetOf = (definition: unknown) => (definition as { target?: readonly AnyStateNode[] }).target?.[0];
    const openedByBoot = new Set(((machine.root.states.boot as AnyStateNode).always ?? []).map(targetOf));
    const routes = [...transitionKeys(machine)].filter(([definition, key]) => key.startsWith(`${machine.root.id}:xstate.route:`) && !openedByBoot.has(targetOf(definition)));
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter(([, key]) => !promised.has(key)).map(([definition, key]) => `${key} (${targetOf(definition)?.id})`)).toEqual([]);
  });

  it('keep no path that another one begins with', () => {
    const steps = (path: GeneratedPath) => path.steps.map((step) => JSON.stringify(step)).join('|');
    for (const path of plan) {
      const prefixOf = plan.filter((other) => other !== path && other.seed === path.seed && !!other.signedOut === !!path.signedOut && (steps(other).startsWith(`${steps(path)}|`) || steps(other) === steps(path)));
      expect(prefixOf.map((other) => other.name), path.name).toEqual([]);
    }
  });

  it('give the edges of a dropped prefix to the path that goes on from it', () => {
    const entry = { type: 'nav.location', stateId: 'quiz' } as const;
    const kept = dropPrefixes([
      { name: 'short', stateId: 'quiz', seed: 'approved', steps: [entry], edges: ['a'] },
      { name: 'long', stateId: 'quiz', seed: 'approved', steps: [entry, { type: 'user.retry' }], edges: ['b'] },
      { name: 'other seed', stateId: 'quiz', seed: 'insured', steps: [entry], edges: ['c'] },
    ]);
    expect(kept.map((path) => [path.name, path.edges])).toEqual([
      ['long', ['a', 'b']],
      ['other seed', ['c']],
    ]);
  });

  it('keep one of two paths with the same steps, with the edges of both, and tell signed-out paths apart', () => {
    const entry = { type: 'nav.location', stateId: 'about' } as const;
    const kept = dropPrefixes([
      { name: 'a way', stateId: 'about', seed: 'prequalified', steps: [entry], edges: ['a'] },
      { name: 'deep link', stateId: 'about', seed: 'prequalified', steps: [entry], edges: ['b'] },
      { name: 'signed out', stateId: 'about', seed: 'prequalified', signedOut: true, steps: [entry], edges: ['c'] },
    ]);
    expect(kept.map((path) => [path.name, path.edges])).toEqual([
      ['deep link', ['a', 'b']],
      ['signed out', ['c']],
    ]);
  });
});
