import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../machines/onboarding.machine.ts';
import { drawJourney } from '../../src/flow-map/flow-drawing.ts';
import type { JourneyLayout, Rect } from '../../src/flow-map/journey-layout.ts';
import { extractMachineGraph } from '../../src/flow-map/machine-graph.ts';
import { ONBOARDING_GRAPH_OPTIONS } from '../../src/flow-map/onboarding-flow.ts';
import { ONBOARDING_JOURNEY } from '../../src/flow-map/onboarding-journey.ts';
import { SCREEN_CAPTURES } from '../../src/flow-map/screen-captures.ts';

const input = { graph: extractMachineGraph(onboardingMachine, ONBOARDING_GRAPH_OPTIONS), journey: ONBOARDING_JOURNEY, captures: SCREEN_CAPTURES };
const layout = drawJourney(input) as JourneyLayout;
const overlap = (a: Rect, b: Rect, margin = 0): boolean => a.x < b.x + b.width + margin && b.x < a.x + a.width + margin && a.y < b.y + b.height + margin && b.y < a.y + a.height + margin;
const byId = new Map(layout.boxes.map((box) => [box.id, box]));

describe('the journey drawn', () => {
  it('is the same drawing every time (the build and the worker agree)', () => {
    expect(drawJourney(input)).toEqual(layout);
  });

  it('runs the spine straight down, in the order of its steps', () => {
    const spine = layout.spine.map((id) => byId.get(id) as Rect & { id: string });
    expect(layout.spine).toEqual(ONBOARDING_JOURNEY.steps.map((step) => step.states[0]));
    for (const [index, box] of spine.entries()) {
      if (index === 0) continue;
      const above = spine[index - 1] as Rect;
      expect(box.x + box.width / 2).toBeCloseTo(above.x + above.width / 2);
      expect(box.y).toBeGreaterThan(above.y + above.height);
    }
  });

  it('keeps boxes apart, and the words of a line off every box', () => {
    const boxes = layout.boxes;
    for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(overlap(box, other, 4), `${box.id} and ${other.id}`).toBe(false);
    for (const line of layout.lines) {
      if (!line.label) continue;
      for (const box of boxes) expect(overlap(line.label, box), `the words of ${line.id} on ${box.id}`).toBe(false);
    }
    // And inside the drawing.
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
  });

  it('draws each line square, from the side of its box to the side of the next', () => {
    const onBorder = (point: { x: number; y: number }, box: Rect): boolean =>
      (Math.abs(point.x - box.x) < 0.5 || Math.abs(point.x - box.x - box.width) < 0.5 || Math.abs(point.y - box.y) < 0.5 || Math.abs(point.y - box.y - box.height) < 0.5) &&
      point.x >= box.x - 0.5 && point.x <= box.x + box.width + 0.5 && point.y >= box.y - 0.5 && point.y <= box.y + box.height + 0.5;
    for (const line of layout.lines) {
      const first = line.points[0];
      const last = line.points.at(-1);
      expect(first && onBorder(first, byId.get(line.sourceId) as Rect), `${line.id} leaves its box`).toBe(true);
      expect(last && onBorder(last, byId.get(line.targetId) as Rect), `${line.id} reaches its box`).toBe(true);
      for (const [index, point] of line.points.entries()) {
        const previous = line.points[index - 1];
        if (previous) expect(previous.x === point.x || previous.y === point.y, `${line.id} segment ${index}`).toBe(true);
      }
    }
  });

  it('gives each vertical run its own lane: no two lines share a stretch of gutter', () => {
    const runs = layout.lines.flatMap((line) =>
      line.points.slice(1).flatMap((point, index) => {
        const previous = line.points[index] as { x: number; y: number };
        return previous.x === point.x && previous.y !== point.y && !line.main ? [{ id: line.id, x: point.x, low: Math.min(previous.y, point.y), high: Math.max(previous.y, point.y) }] : [];
      }),
    );
    for (const [index, run] of runs.entries()) {
      for (const other of runs.slice(index + 1)) {
        if (other.id === run.id || other.x !== run.x) continue;
        expect(run.high < other.low || other.high < run.low, `${run.id} and ${other.id} at x ${run.x}`).toBe(true);
      }
    }
  });

  it('is narrow enough for a laptop: at 1280 px it needs no zoom below 85%', () => {
    expect(layout.width).toBeLessThanOrEqual(1280 / 0.85);
  });
});
