import { type CspDirectives, type CspInputs, contentSecurityPolicy } from './content-security-policy.ts';

// The security headers of every answer, as fixed tables built once at start-up (docs/decisions/0020):
// - a page or any other file (HTML, scripts, styles, images, documents): the full set, with the
//   Content-Security-Policy of content-security-policy.ts and the headers that only mean something to
//   a document (opener policy, referrer policy, origin agent cluster, legacy download/DNS/XSS switches);
// - a JSON answer: what a JSON answer needs (OWASP's REST list): a CSP that allows nothing and no
//   framing, nosniff, no framing for older browsers, same-origin resource policy, HSTS over https.
//   A browser never renders it as a page of ours, so the page's long policy would be 600 bytes of
//   nothing on every poll.
// Every answer of the API (/api/…) is also `Cache-Control: no-store`: personal data must not be
// cached anywhere between the API and the applicant.

export type HeaderTable = Readonly<Record<string, string>>;

/** The policy of a JSON answer: it loads nothing, runs nothing and is framed by no one. */
const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HSTS = `max-age=${365 * 24 * 60 * 60}; includeSubDomains`;

/** The directives as one header value, `name sources;name sources` (an empty list: the name alone). */
function policyHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => (sources.length > 0 ? `${directive} ${sources.join(' ')}` : directive))
    .join(';');
}

/** Headers every answer carries, page or JSON. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    // Also for browsers without frame-ancestors.
    'x-frame-options': 'DENY',
    // A year, subdomains included, only once the app is served over https.
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

function documentHeaders(inputs: CspInputs): HeaderTable {
  return {
    'content-security-policy': policyHeader(contentSecurityPolicy(inputs)),
    ...commonHeaders(inputs.https),
    // The flow map's optional stately.ai inspector is a popup the page talks to.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    // The instant link carries its token in the URL: other sites get our origin at most (Google's
    // key restriction needs the origin), never the path or query.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor is off: it opened more holes than it closed.
    'x-xss-protection': '0',
  };
}

function jsonHeaders(inputs: Pick<CspInputs, 'https'>): HeaderTable {
  return { 'content-security-policy': JSON_CONTENT_SECURITY_POLICY, ...commonHeaders(inputs.https) };
}

const NO_STORE: HeaderTable = { 'cache-control': 'no-store' };

export interface SecurityHeaderTables {
  page: HeaderTable;
  json: HeaderTable;
  apiPage: HeaderTable;
  apiJson: HeaderTable;
}

export function securityHeaderTables(inputs: CspInputs): SecurityHeaderTables {
  const page = documentHeaders(inputs);
  const json = jsonHeaders(inputs);
  return { page, json, apiPage: { ...page, ...NO_STORE }, apiJson: { ...json, ...NO_STORE } };
}

/** The table of one answer: JSON or not by its Content-Type, API or not by its path. */
export function headerTableOf(tables: SecurityHeaderTables, url: string, contentType: unknown): HeaderTable {
  const json = typeof contentType === 'string' && contentType.startsWith('application/json');
  if (url.startsWith('/api/')) return json ? tables.apiJson : tables.apiPage;
  return json ? tables.json : tables.page;
}
