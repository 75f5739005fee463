import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';

// The built app, served well: every text asset precompressed at build time (brotli and gzip next to
// it, picked by Accept-Encoding), hashed assets cached for a year as immutable, HTML revalidated on
// every visit (it names the hashed assets, so a new build is seen at once). The first pages an
// applicant can open are prerendered: each has its own HTML; every other path gets the app shell,
// whose router decides. Source maps are not in the served folder (the build keeps them elsewhere).

/** What the build writes next to the pages: app path → prerendered HTML file (scripts/build), the same in both modes. */
const PRERENDERED_ROUTES_FILE = join('prerendered', 'routes.json');
const SHELL = 'index.html';
const HASHED_ASSETS = `${sep}assets${sep}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface StaticApp {
  /** The app's page for a path: its prerendered HTML, or the shell. */
  sendPage(path: string, reply: FastifyReply): FastifyReply;
}

function readPrerenderedRoutes(staticDir: string): Map<string, string> {
  const file = join(staticDir, PRERENDERED_ROUTES_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Serves the built app from `staticDir`; null when there is no build there (API-only tests). */
export async function registerStaticAssets(app: FastifyInstance, { staticDir }: Pick<AppConfig, 'staticDir'>): Promise<StaticApp | null> {
  if (!existsSync(join(staticDir, SHELL))) return null;
  const prerendered = readPrerenderedRoutes(staticDir);
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
