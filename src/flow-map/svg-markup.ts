import type { DiagramScene, SceneChip, SceneEdge, SceneNode, SceneText } from './diagram-scene.ts';
import { COLORS } from './diagram-scene.ts';
import { FONT_FAMILY } from './flow-layout.ts';

// A scene as SVG text: the files in docs/flow, the page's download, and the drawing the build puts
// into `/flow`'s HTML so it is on screen with the page (scripts/build/flow-map-page.ts). The same
// elements and attributes as the React diagram (flow-diagram.tsx), written as a string so it runs
// in Node without a DOM.

export const SPINE_LIST_LABEL = "The applicant's main path";

/** The largest scale fitting a drawing to the page's width may give: beyond it, a narrow drawing stays centred. */
export const MAX_FIT_SCALE = 1;

export interface SvgOptions {
  title?: string;
  /** The URL of a screen's picture; null draws an empty frame instead (a file read without the pictures beside it). */
  imageHref?: (file: string) => string | null;
  /** A standalone document (with its own size and background), or an element for a page (fills its width). */
  standalone?: boolean;
}

export function sceneToSvg(scene: DiagramScene, titleOrOptions: string | SvgOptions = {}): string {
  const options: SvgOptions = typeof titleOrOptions === 'string' ? { title: titleOrOptions } : titleOrOptions;
  const standalone = options.standalone ?? true;
  const width = Math.ceil(scene.width);
  const height = Math.ceil(scene.height);
  const imageHref = options.imageHref ?? (() => null);
  const title = options.title ?? 'Flow map';
  const size = standalone
    ? `width="${width}" height="${height}"`
    : `width="100%" class="flow-diagram__svg flow-diagram__svg--static" style="max-width:${Math.round(width * MAX_FIT_SCALE)}px"`;
  const containers = scene.nodes.filter((node) => node.compound);
  const spine = scene.nodes.filter((node) => node.spineIndex !== null).sort((a, b) => (a.spineIndex ?? 0) - (b.spineIndex ?? 0));
  const others = scene.nodes.filter((node) => !node.compound && node.spineIndex === null);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${width} ${height}" role="group" aria-labelledby="flow-title" font-family="${escapeXml(FONT_FAMILY)}" data-view="${scene.view}">`,
    `<title id="flow-title">${escapeXml(title)}</title>`,
    `<defs><marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="context-stroke"/></marker></defs>`,
    standalone ? `<rect width="100%" height="100%" fill="#ffffff"/>` : '',
    ...scene.panels.map((panel) => `<rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="8" fill="${COLORS.legendFill}" stroke="${COLORS.faded}"/>`),
    ...containers.map((node) => nodeMarkup(node, imageHref)),
    ...scene.edges.map(edgeMarkup),
    spine.length > 0 ? `<g role="list" aria-label="${escapeXml(SPINE_LIST_LABEL)}">${spine.map((node) => `<g role="listitem">${nodeMarkup(node, imageHref)}</g>`).join('')}</g>` : '',
    ...others.map((node) => nodeMarkup(node, imageHref)),
    ...scene.texts.map(textMarkup),
    ...scene.chips.map(chipMarkup),
    `</svg>`,
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

function nodeMarkup(node: SceneNode, imageHref: (file: string) => string | null): string {
  const parts = [
    `<g class="flow-state" data-state-id="${escapeXml(node.id)}" data-states="${escapeXml(node.states.join(' '))}" role="button" tabindex="0" aria-label="${escapeXml(node.description)}"><title>${escapeXml(node.description)}</title>`,
    `<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="${node.rx}" fill="${node.fill}" stroke="${node.stroke}" stroke-width="${node.strokeWidth}"${node.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
  ];
  if (node.final) {
    parts.push(`<rect x="${node.x + 3}" y="${node.y + 3}" width="${node.width - 6}" height="${node.height - 6}" rx="6" fill="none" stroke="${node.stroke}" stroke-width="1"/>`);
  }
  if (node.initial) parts.push(`<circle cx="${node.x}" cy="${node.y}" r="5" fill="${COLORS.text}"/>`);
  if (node.image) {
    const { x, y, width, height } = node.image;
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#e2e8f0" stroke="${COLORS.faded}"/>`);
    const href = imageHref(node.image.file);
    if (href) parts.push(`<image href="${escapeXml(href)}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMin slice"><title>${escapeXml(node.image.alt)}</title></image>`);
  }
  parts.push(...node.texts.map(textMarkup), '</g>');
  return parts.join('');
}

function edgeMarkup(edge: SceneEdge): string {
  const parts = [
    `<g class="flow-edge" data-edge-id="${escapeXml(edge.edgeId)}" data-line-id="${escapeXml(edge.id)}" data-source="${escapeXml(edge.sourceId)}" data-target="${escapeXml(edge.targetId)}"><title>${escapeXml(edge.description)}</title>`,
    `<path d="${edge.d}" fill="none" stroke="${edge.stroke}" stroke-width="${edge.strokeWidth}"${edge.dashed ? ' stroke-dasharray="5 4"' : ''} marker-end="url(#flow-arrow)"/>`,
  ];
  if (edge.label) {
    const { x, y, width, height, texts } = edge.label;
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`, ...texts.map(textMarkup));
  }
  parts.push('</g>');
  return parts.join('');
}

function textMarkup(text: SceneText): string {
  const attributes = [
    `x="${text.x}"`,
    `y="${text.y}"`,
    text.anchor && text.anchor !== 'start' ? `text-anchor="${text.anchor}"` : '',
    `font-size="${text.size}"`,
    text.weight ? `font-weight="${text.weight}"` : '',
    text.italic ? 'font-style="italic"' : '',
    text.caps ? 'letter-spacing="0.06em"' : '',
    `fill="${text.color}"`,
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeXml(text.caps ? text.text.toUpperCase() : text.text)}</text>`;
}

function chipMarkup(chip: SceneChip): string {
  return [
    `<g class="flow-chip" data-opens="${escapeXml(chip.id)}" role="button" tabindex="0" aria-label="${escapeXml(`${chip.text}: its details`)}">`,
    `<rect x="${chip.x}" y="${chip.y}" width="${chip.width}" height="${chip.height}" rx="8" fill="${COLORS.chipFill}" stroke="${COLORS.spineStroke}" stroke-width="1"/>`,
    `<text x="${chip.x + 6}" y="${chip.y + 12}" font-size="11" font-weight="600" fill="${COLORS.spineStroke}">${escapeXml(chip.text)}</text>`,
    '</g>',
  ].join('');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
