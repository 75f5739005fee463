// The words of the map's frame, written once: the live page (flow-map.tsx, flow-diagram.tsx) and
// the drawing the build puts into its HTML (scripts/build/flow-map-static.ts) say the same.

export const summaryText = (states: number, transitions: number): string => `${states} states, ${transitions} transitions, drawn from the machine's own definition.`;

export const DRAWN_BY = {
  build: 'Drawn when this version was built.',
  changed: 'The machine changed since this version was built: laid out in your browser.',
  browser: 'Laid out in your browser (no drawing from a build).',
} as const;

export const VIEW_SWITCH = { journey: 'Show every state', all: 'Show the journey' } as const;

export const VIEW_NAME = { journey: "The applicant's journey", all: 'Every state', compare: 'What changed' } as const;

export const DIAGRAM_HELP =
  'The wheel or the arrow keys move it, Ctrl with the wheel or plus and minus zoom, 0 fits it to the width; Tab moves through the boxes, Enter shows a box\'s details.';

export const ZOOM_TOOLS = { label: 'Zoom', zoomIn: 'Zoom in', zoomOut: 'Zoom out', fit: 'Fit to width' } as const;
