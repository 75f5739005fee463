import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { PAGE_STYLE } from '../reference/html-page.ts';

// The one place that builds the Content-Security-Policy. It allows what the app loads and nothing
// else: its own scripts and styles, Stripe when its key is configured, Google Maps when its key is,
// the customer-support widget's origin when SUPPORT_WIDGET_URL names one.
//
// To extend it:
// - an inline <script> or <style> in a built HTML page (prerendered pages, a boot script) needs
//   nothing: every HTML file of the built app is read at start-up and the hash of each inline block
//   is allowed (change the block, rebuild, restart);
// - an inline block the server writes itself: add its text to SERVER_INLINE_STYLES (or a scripts
//   twin) so its hash is allowed;
// - a new outside provider: add its sources to a set like STRIPE_SOURCES, enabled by its setting.

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'upgrade-insecure-requests';

export type CspDirectives = Partial<Record<Directive, string[]>>;

const BASE: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // React sets a few `style` attributes (widths, colours); a prerendered page carries them in its
  // HTML. Attributes cannot run script; style elements and sheets stay limited to our own.
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Nobody frames the app (clickjacking).
  'frame-ancestors': ["'none'"],
};

/** Stripe.js and its Payment Element (Stripe's published CSP list). */
const STRIPE_SOURCES: CspDirectives = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
};

/** The Maps JavaScript API with Places, and the static map of the alternate address. */
const GOOGLE_MAPS_SOURCES: CspDirectives = {
  'script-src': ['https://maps.googleapis.com'],
  'connect-src': ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  'img-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

/**
 * The customer-support widget: its script comes from its origin, which also serves what the
 * script then loads (its frame, its calls, its images and styles). One origin, nothing broader.
 */
const supportWidgetSources = (origin: string): CspDirectives => ({
  'script-src': [origin],
  'connect-src': [origin],
  'frame-src': [origin],
  'img-src': [origin],
  'style-src': [origin],
  'font-src': [origin],
});

/** Inline styles the server's own pages carry (legal pages, policy documents). */
const SERVER_INLINE_STYLES = [PAGE_STYLE];

export interface CspInputs {
  stripe: boolean;
  googleMaps: boolean;
  /** The support widget's origin (`https://widget.example`), when one is configured. */
  supportWidgetOrigin?: string | null;
  /** Inline <script> and <style> blocks allowed by their hash. */
  inlineScripts: string[];
  inlineStyles: string[];
  /** Served over https: plain-http sub-resources are upgraded. */
  https: boolean;
}

const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function merge(into: CspDirectives, add: CspDirectives): void {
  for (const [directive, sources] of Object.entries(add) as [Directive, string[]][]) {
    const current = (into[directive] ?? []).filter((source) => source !== "'none'");
    into[directive] = [...new Set([...current, ...sources])];
  }
}

export function contentSecurityPolicy(inputs: CspInputs): CspDirectives {
  const directives: CspDirectives = structuredClone(BASE);
  if (inputs.stripe) merge(directives, STRIPE_SOURCES);
  if (inputs.googleMaps) merge(directives, GOOGLE_MAPS_SOURCES);
  if (inputs.supportWidgetOrigin) merge(directives, supportWidgetSources(inputs.supportWidgetOrigin));
  if (inputs.inlineScripts.length > 0) merge(directives, { 'script-src': inputs.inlineScripts.map(hashSource) });
  merge(directives, { 'style-src': [...SERVER_INLINE_STYLES, ...inputs.inlineStyles].map(hashSource) });
  if (inputs.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Inline <script> (without src) and <style> blocks of an HTML page. */
export function inlineBlocksOf(html: string): { scripts: string[]; styles: string[] } {
  const blocks = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && (match[2] ?? '').length > 0)
      .map((match) => match[2] as string);
  return { scripts: blocks('script'), styles: blocks('style') };
}

function htmlFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the policy depends on: the configured providers and the inline blocks of the built app. */
export function cspInputsFrom(config: AppConfig): CspInputs {
  const inlineScripts: string[] = [];
  const inlineStyles: string[] = [];
  for (const file of htmlFilesUnder(config.staticDir)) {
    const { scripts, styles } = inlineBlocksOf(readFileSync(file, 'utf8'));
    inlineScripts.push(...scripts);
    inlineStyles.push(...styles);
  }
  return {
    stripe: config.stripePublishableKey !== null,
    googleMaps: config.googleMapsKey !== null,
    supportWidgetOrigin: config.supportWidgetUrl ? new URL(config.supportWidgetUrl).origin : null,
    inlineScripts,
    inlineStyles,
    https: config.publicUrl.startsWith('https://'),
  };
}
