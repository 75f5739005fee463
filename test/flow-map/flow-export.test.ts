import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { mermaidId } from '../../src/flow-map/mermaid.ts';

const out = mkdtempSync(join(tmpdir(), 'zoomies-flow-export-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run flow:export', () => {
  it('writes the onboarding machine as SVG (the journey and every state) and as Mermaid', () => {
    // The command as npm runs it: this Node, type stripping, no build.
    const printed = execFileSync(process.execPath, ['scripts/flow-export.ts', '--out', out], { encoding: 'utf8' });
    const graph = extractMachineGraph(onboardingMachine);
    expect(printed).toContain(`onboarding: ${graph.nodes.length} states`);

    const svg = readFileSync(join(out, 'flow.svg'), 'utf8');
    const mermaid = readFileSync(join(out, 'flow.mmd'), 'utf8');
    const journey = readFileSync(join(out, 'journey.svg'), 'utf8');
    for (const node of graph.nodes) {
      expect(svg, node.id).toContain(`data-state-id="${node.id}"`);
      if (node.parentId) expect(mermaid, node.id).toContain(` as ${mermaidId(node.id)}`);
      if (node.route) expect(svg).toContain(`>${node.route}</text>`);
    }
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    // The journey: one box per step, the main path a list in order, the pictures beside the file.
    const spine = journey.split('\n').find((line) => line.includes('role="list"')) ?? '';
    expect([...spine.matchAll(/data-state-id="([^"]+)"/g)].map((match) => match[1]).slice(0, 3)).toEqual(['offerStart', 'verify', 'about']);
    expect(journey).toContain('href="screens/about.webp"');
    expect(journey).toContain('>Tell us about your pet</text>');
  }, 60_000);
});
