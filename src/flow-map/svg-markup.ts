import type { DiagramScene, SceneEdge, SceneNode } from './diagram-scene.ts';
import { COLORS } from './diagram-scene.ts';
import { FONT_FAMILY, LABEL_LINE_HEIGHT } from './flow-layout.ts';

// The diagram as a standalone SVG document (for `docs/flow/flow.svg` and the page's download
// button). Same scene as the React diagram, written as text so it runs in Node without a DOM.

export function sceneToSvg(scene: DiagramScene, title = 'Flow map'): string {
  const width = Math.ceil(scene.width);
  const height = Math.ceil(scene.height);
  // Containers first so their children are drawn on top of them.
  const nodes = [...scene.nodes].sort((a, b) => Number(b.compound) - Number(a.compound));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="flow-title" font-family="${escapeXml(FONT_FAMILY)}">`,
    `<title id="flow-title">${escapeXml(title)}</title>`,
    `<defs><marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="context-stroke"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...nodes.map(nodeMarkup),
    ...scene.edges.map(edgeMarkup),
    `</svg>`,
    '',
  ].join('\n');
}

function nodeMarkup(node: SceneNode): string {
  const parts = [
    `<g data-state-id="${escapeXml(node.id)}"><title>${escapeXml(node.description)}</title>`,
    `<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="${node.compound ? 10 : 8}" fill="${node.fill}" stroke="${node.stroke}" stroke-width="${node.strokeWidth}"/>`,
  ];
  if (node.final) {
    parts.push(`<rect x="${node.x + 3}" y="${node.y + 3}" width="${node.width - 6}" height="${node.height - 6}" rx="6" fill="none" stroke="${node.stroke}" stroke-width="1"/>`);
  }
  if (node.initial) {
    parts.push(`<circle cx="${node.x}" cy="${node.y}" r="5" fill="${COLORS.text}"/>`);
  }
  parts.push(`<text x="${node.textX}" y="${node.titleY}" text-anchor="${node.textAnchor}" font-size="13" font-weight="600" fill="${COLORS.text}">${escapeXml(node.title)}</text>`);
  for (const line of node.lines) {
    const style = `${line.kind === 'collapsed' || line.kind === 'description' ? ' font-style="italic"' : ''}${line.kind === 'funnel' ? ' font-weight="600"' : ''}`;
    parts.push(`<text x="${node.textX}" y="${line.y}" text-anchor="${node.textAnchor}" font-size="11"${style} fill="${line.color}">${escapeXml(line.text)}</text>`);
  }
  parts.push('</g>');
  return parts.join('');
}

function edgeMarkup(edge: SceneEdge): string {
  const parts = [
    `<g data-edge-id="${escapeXml(edge.edgeId)}">`,
    `<path d="${edge.d}" fill="none" stroke="${edge.stroke}" stroke-width="${edge.strokeWidth}"${edge.dashed ? ' stroke-dasharray="5 4"' : ''} marker-end="url(#flow-arrow)"/>`,
  ];
  if (edge.label) {
    const { x, y, width, height, lines } = edge.label;
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`);
    lines.forEach((line, index) => {
      parts.push(`<text x="${x + 3}" y="${y + 12 + index * LABEL_LINE_HEIGHT}" font-size="11" fill="${edge.labelColor}">${escapeXml(line)}</text>`);
    });
  }
  parts.push('</g>');
  return parts.join('');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
