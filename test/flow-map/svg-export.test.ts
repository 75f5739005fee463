import { describe, expect, it } from 'vitest';
import { buildScene } from '../../src/flow-map/diagram-scene.ts';
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutGraph } from '../../src/flow-map/flow-layout.ts';
import { drawnEdges, extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { sceneToSvg } from '../../src/flow-map/svg-markup.ts';
import { fixtureMachine } from './fixture.machine.ts';

const graph = extractMachineGraph(fixtureMachine);
const layout = await layoutGraph(graph, { engine: new ELK() });

describe('layout and SVG export', () => {
  it('places every state inside its parent', () => {
    const boxes = new Map(layout.nodes.map((laid) => [laid.id, laid]));
    expect(boxes.size).toBe(graph.nodes.length);
    for (const laid of layout.nodes) {
      const parentId = laid.node.parentId;
      if (!parentId) continue;
      const parent = boxes.get(parentId);
      expect(parent, laid.id).toBeDefined();
      if (!parent) continue;
      expect(laid.x).toBeGreaterThanOrEqual(parent.x);
      expect(laid.y).toBeGreaterThanOrEqual(parent.y);
      expect(laid.x + laid.width).toBeLessThanOrEqual(parent.x + parent.width + 0.01);
      expect(laid.y + laid.height).toBeLessThanOrEqual(parent.y + parent.height + 0.01);
    }
  });

  it('routes every drawn transition with a line and a label', () => {
    expect(layout.edges).toHaveLength(drawnEdges(graph).length);
    for (const edge of layout.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(edge.label?.text).toBe(edge.edge.label);
    }
  });

  it('writes a standalone SVG containing every state, its route and every transition label', () => {
    const svg = sceneToSvg(buildScene(layout), 'Fixture flow');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title id="flow-title">Fixture flow</title>');
    for (const node of graph.nodes) {
      expect(svg).toContain(`data-state-id="${node.id}"`);
      expect(svg).toContain(`>${node.label}</text>`);
      if (node.route) expect(svg).toContain(`>${node.route}</text>`);
    }
    for (const edge of drawnEdges(graph)) {
      expect(svg).toContain(`data-edge-id="${edge.id}"`);
      expect(svg).toContain(`>${edge.eventLabel}</text>`);
      if (edge.guard) expect(svg).toContain(`>[${edge.guard.replace(/&/g, '&amp;')}]</text>`);
    }
    // Transitions from any state are written in the machine's box.
    expect(svg).toContain('>user.reload → start</text>');
  });

  it('escapes text so guards like a && b stay valid XML', () => {
    const svg = sceneToSvg(buildScene(layout));
    expect(svg).toContain('hasIncome &amp;&amp; !isReturning');
    expect(svg).not.toMatch(/&&/);
  });

  it('colours the live state, the shown path and coverage through the overlay', () => {
    const plain = buildScene(layout);
    const marked = buildScene(layout, {
      activeStateIds: new Set(['fixture', 'owner', 'fixture.details']),
      pathEdgeIds: new Set(['pet:user.submit:0']),
      stateCoverage: new Map([['start', 'none']]),
    });
    const nodeOf = (scene: typeof plain, id: string) => scene.nodes.find((node) => node.id === id);
    expect(nodeOf(marked, 'owner')?.fill).not.toBe(nodeOf(plain, 'owner')?.fill);
    expect(nodeOf(marked, 'owner')?.description).toContain('current state');
    expect(nodeOf(marked, 'start')?.description).toContain('not covered');
    expect(marked.edges.find((edge) => edge.edgeId === 'pet:user.submit:0')?.strokeWidth).toBeGreaterThan(
      plain.edges.find((edge) => edge.edgeId === 'pet:user.submit:0')?.strokeWidth ?? 0,
    );
  });

  it('lays back-transitions out against the flow, so the initial state stays on top', () => {
    const top = (id: string) => layout.nodes.find((laid) => laid.id === id)?.y ?? Number.NaN;
    expect(top('start')).toBeLessThan(top('fixture.verifying'));
    expect(top('fixture.verifying')).toBeLessThan(top('fixture.details'));
    expect(top('fixture.details')).toBeLessThan(top('fixture.deciding'));
    // The error line goes back up to start, and still ends at start (arrow direction kept).
    const back = layout.edges.find((laid) => laid.edge.id === 'fixture.verifying:xstate.error.actor.checkPhone:0');
    const end = back?.points.at(-1);
    const start = layout.nodes.find((laid) => laid.id === 'start');
    expect(end && start && end.y <= start.y + start.height + 0.5 && end.y >= start.y - 0.5).toBe(true);
  });
});
