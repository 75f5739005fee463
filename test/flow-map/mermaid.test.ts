import { describe, expect, it } from 'vitest';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { mermaidId, toMermaid } from '../../src/flow-map/mermaid.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const text = toMermaid(graph);
const lines = text.split('\n').map((line) => line.trim());

describe('toMermaid', () => {
  it('writes a stateDiagram-v2 with every state declared with its label and route', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    for (const node of graph.nodes.filter((candidate) => candidate.id !== graph.rootId)) {
      const declaration = lines.find((line) => line.startsWith('state "') && line.endsWith(` as ${mermaidId(node.id)}`));
      expect(declaration, node.id).toBeDefined();
      if (node.route) expect(declaration).toContain(node.route.replace(/:/g, '∶'));
    }
  });

  it('nests child states in a block of their parent, with its initial state', () => {
    const start = lines.indexOf(`state ${mermaidId('fixture.details')} {`);
    const end = lines.indexOf('}', start);
    expect(start).toBeGreaterThan(0);
    const block = lines.slice(start, end);
    expect(block).toContain(`[*] --> ${mermaidId('pet')}`);
    expect(block).toContain(`${mermaidId('owner')} --> ${mermaidId('pet')} : user.back`);
    expect(block).toContain(`${mermaidId('fixture.details.incomeMissing')} --> ${mermaidId('owner')} : always`);
  });

  it('draws each transition with its event and guard, finals and the root initial', () => {
    expect(lines).toContain(`[*] --> ${mermaidId('start')}`);
    expect(lines).toContain(`${mermaidId('start')} --> ${mermaidId('fixture.verifying')} : user.submit [isValidPhone]`);
    expect(lines).toContain(`${mermaidId('fixture.deciding')} --> ${mermaidId('approved')} : done pollDecision [isApproved]`);
    expect(lines).toContain(`${mermaidId('owner')} --> ${mermaidId('fixture.deciding')} : user.submit [hasIncome && !isReturning]`);
    expect(lines).toContain(`${mermaidId('approved')} --> [*]`);
    // A transition of the root applies from anywhere.
    expect(lines).toContain(`any_state --> ${mermaidId('start')} : user.reload`);
  });

  it('has one arrow per drawn transition target', () => {
    const arrows = lines.filter((line) => / --> /.test(line) && line.includes(' : '));
    expect(arrows).toHaveLength(12);
  });

  it('loops a transition without a target on its source, and never names the root as a state', () => {
    const withInner = toMermaid({
      ...graph,
      edges: [...graph.edges, { ...graph.edges[0]!, id: 'fixture:user.ping:0', eventType: 'user.ping', eventLabel: 'user.ping', label: 'user.ping', targetIds: [] }],
    });
    expect(withInner).toContain('any_state --> any_state : user.ping');
    expect(withInner).not.toMatch(new RegExp(`\\b${mermaidId('fixture')}\\b`));
  });

  it('uses only Mermaid-safe ids', () => {
    expect(mermaidId('fixture.details.incomeMissing')).toMatch(/^[A-Za-z0-9_]+$/);
  });
});
