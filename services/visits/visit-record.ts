import { TRACKED_QUERY_PARAMETERS } from '../contract/marketing.constants.ts';
import type { VisitRecord } from '../contract/marketing.schema.ts';

/** What the visit record is made of: the page as the browser sees it. */
export interface VisitPage {
  url: string;
  referrer: string;
  title: string;
}

const BASE_FIELDS = new Set(['url', 'path', 'search', 'referrer', 'title', 'timestamp', 'offer_code', 'tracking_code']);
/** A hostile or broken link cannot make the record unbounded. */
const MAX_EXTRA_PARAMETERS = 50;

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * The spec's Visit record: url, path, search, referrer, title, timestamp, offer code, tracking code,
 * plus every query parameter. The tracked parameters are always present (null when absent), so the
 * marketing side sees the same keys on every visit.
 */
export function buildVisitRecord(
  page: VisitPage,
  options: { offerCode?: string | null; trackingCode?: string | null; now?: Date } = {},
): VisitRecord {
  const url = new URL(page.url);
  const query = url.searchParams;
  const record: VisitRecord = {
    url: clip(page.url, 2000),
    path: clip(url.pathname, 500),
    search: clip(url.search, 2000),
    referrer: clip(page.referrer, 2000),
    title: clip(page.title, 300),
    timestamp: (options.now ?? new Date()).toISOString(),
    offer_code: clipOrNull(options.offerCode ?? query.get('offer_code'), 40),
    tracking_code: clipOrNull(options.trackingCode ?? query.get('tracking_code'), 100),
  };
  for (const name of TRACKED_QUERY_PARAMETERS) {
    if (!BASE_FIELDS.has(name)) record[name] = clipOrNull(query.get(name), 500);
  }
  let extra = 0;
  for (const [name, value] of query) {
    if (name in record || !name || extra >= MAX_EXTRA_PARAMETERS) continue;
    record[clip(name, 100)] = clip(value, 500);
    extra += 1;
  }
  return record;
}

function clipOrNull(value: string | null | undefined, max: number): string | null {
  return value === null || value === undefined || value === '' ? null : clip(value, max);
}
