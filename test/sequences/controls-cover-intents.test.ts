import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { AnyStateNode } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';

// The sequences press what the screens show (controls/screen-controls.ts, read through the real
// selectors): an intent the machine takes that no control sends would never be tried. This fails
// when the machine gains one, until a screen's controls send it.

const CONTROL_FILES = ['test/sequences/controls/screen-controls.ts', 'test/sequences/controls/enabled-controls.ts'];

function machineIntents(node: AnyStateNode, found = new Set<string>()): Set<string> {
  for (const type of node.transitions.keys()) if (type.startsWith('user.')) found.add(type);
  for (const child of Object.values(node.states)) machineIntents(child, found);
  return found;
}

describe('the sequences reach every intent', () => {
  it("every intent the machine takes is sent by some screen's control", () => {
    const controls = CONTROL_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
    const intents = [...machineIntents(onboardingMachine.root)].sort();
    expect(intents.length).toBeGreaterThan(15);
    expect(intents.filter((type) => !controls.includes(`'${type}'`))).toEqual([]);
  });
});
