import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig, AppMode } from '../config.ts';

// The built app, served well: every text asset precompressed at build time (brotli and gzip next to
// it, picked by Accept-Encoding), hashed assets cached for a year as immutable, HTML revalidated on
// every visit (it names the hashed assets, so a new build is seen at once). The first pages an
// applicant can open are prerendered: each has its own HTML; every other path gets the app shell,
// whose router decides. Source maps are not in the served folder (the build keeps them elsewhere).

/** What the build writes next to the pages: mode → app path → prerendered HTML file (scripts/build). */
const PRERENDERED_ROUTES_FILE = join('prerendered', 'routes.json');
const SHELL = 'index.html';
const HASHED_ASSETS = `${sep}assets${sep}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface StaticApp {
  /** The app's page for a path: its prerendered HTML, or the shell. */
  sendPage(path: string, reply: FastifyReply): FastifyReply;
}

/**
 * The pages of this mode. They differ in one attribute: applicants' pages load the flow when the
 * applicant starts to interact; sandbox pages load it at once (the sandbox panel, the tests).
 */
function readPrerenderedRoutes(staticDir: string, mode: AppMode): Map<string, string> {
  const file = join(staticDir, PRERENDERED_ROUTES_FILE);
  if (!existsSync(file)) return new Map();
  const byMode = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<AppMode, Record<string, string>>>;
  return new Map(Object.entries(byMode[mode] ?? {}));
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Serves the built app from `staticDir`; null when there is no build there (API-only tests). */
export async function registerStaticAssets(app: FastifyInstance, { staticDir, mode }: Pick<AppConfig, 'staticDir' | 'mode'>): Promise<StaticApp | null> {
  if (!existsSync(join(staticDir, SHELL))) return null;
  const prerendered = readPrerenderedRoutes(staticDir, mode);
  await app.register(fastifyStatic, {
    root: staticDir,
    // One route per built file (the build exists before the server starts), none for the
    // compressed copies (they are chosen by Accept-Encoding) or the pages (served by path below).
    wildcard: false,
    index: false,
    globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('Cache-Control', path.includes(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendPage = (path: string, reply: FastifyReply): FastifyReply =>
    reply.type('text/html; charset=utf-8').sendFile(prerendered.get(withoutTrailingSlash(path)) ?? SHELL);

  for (const [path, file] of prerendered) {
    app.get(path, { schema: { hide: true } }, (_request, reply) => reply.type('text/html; charset=utf-8').sendFile(file));
  }
  // A prerendered form sent before its page came alive (forms post: src/ui/form.tsx): the page again,
  // through a redirect, so the browser does not keep the form data. The body is dropped unread.
  await app.register(async (pages) => {
    pages.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, null));
    for (const path of prerendered.keys()) {
      pages.post(path, { schema: { hide: true } }, (request, reply) => reply.redirect(request.url, 303));
    }
  });
  return { sendPage };
}
