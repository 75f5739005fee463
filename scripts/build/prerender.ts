import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIRST_SCREEN_PAGES, rootAttributes } from '../../src/app/first-screen/first-screen-page.ts';
import type { FirstScreenPage } from '../../src/app/first-screen/first-screen-page.ts';
import { appShellFiles, firstScreenFiles, flowFiles, readManifest } from './build-manifest.ts';
import { FLOW_FILES_ATTRIBUTE } from '../../src/app/first-screen/flow-prefetch.ts';
import type { LoadedFiles } from './build-manifest.ts';

// The offer and start pages, prerendered at build time with React's static prerender (a server
// build of src/app/first-screen/first-screen.prerender.tsx), so the headline and the form paint
// before any script runs; the browser then hydrates the same element.
//
// What each page loads, in order: the HTML with its stylesheet inline (the first paint needs nothing
// else), then, once painted, the first screen's files all at once (the entry, which the HTML names,
// asks for them together: src/main.tsx). On a slow network the scripts would otherwise share the
// bandwidth with the HTML and hold back the first paint for what only makes the page interactive.
// The app shell (every other page paints nothing without its scripts) preloads them instead.
//
// Each page is written once (`prerendered/<page>.html`), for both modes: the flow loads at the first
// quiet moment after the load in either (decision 0067). `prerendered/routes.json` maps path → file
// for the server (server/http/static-assets.ts).

const RENDER_ENTRY = 'src/app/first-screen/first-screen.prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const PRERENDERED_FOLDER = 'prerendered';

type RenderFirstScreen = (page: FirstScreenPage) => Promise<string>;

async function loadRenderer(root: string): Promise<RenderFirstScreen> {
  // Inside the project, so that the server build's imports (react, react-dom) resolve.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'zoomies-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: RENDER_ENTRY, outDir, emptyOutDir: true, minify: false },
    });
    const module = (await import(pathToFileURL(join(outDir, 'first-screen.prerender.js')).href)) as { renderFirstScreen: RenderFirstScreen };
    return module.renderFirstScreen;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Links for the files the HTML does not name yet: module preloads and stylesheets. */
function withPreloads(html: string, files: LoadedFiles): string {
  const missing = (file: string) => !html.includes(`/${file}"`);
  const links = [
    ...files.css.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
}

/**
 * The stylesheet inside the page: the first paint then needs the HTML alone, not a second request
 * (the whole theme is 2 kB compressed). The server's Content-Security-Policy allows it by its hash,
 * which it reads from the built pages at start-up (server/http/content-security-policy.ts).
 */
function inlineStylesheets(html: string, outDir: string, files: LoadedFiles): string {
  for (const file of files.css) {
    const css = readFileSync(join(outDir, file), 'utf8').trim();
    if (css.includes('</')) throw new Error(`${file} cannot be inlined: it contains '</'`);
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    if (!html.includes(link)) continue;
    html = html.replace(link, `<style>${css}</style>`);
  }
  return html;
}

export async function prerenderFirstScreens(root: string, outDir: string): Promise<void> {
  const shellFile = join(outDir, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
  const manifest = readManifest(outDir);

  // The shell (every other page) starts the app at once: its chunks come with the HTML.
  writeFileSync(shellFile, withPreloads(shell, appShellFiles(manifest)));

  const render = await loadRenderer(root);
  const firstScreenAssets = firstScreenFiles(manifest);
  const firstScreen = inlineStylesheets(withPreloads(shell, { js: [], css: firstScreenAssets.css }), outDir, firstScreenAssets);
  // Fetched ahead once the page is up (src/app/first-screen/flow-prefetch.ts).
  const flowScripts = flowFiles(manifest)
    .map((file) => `/${file}`)
    .join(' ');
  mkdirSync(join(outDir, PRERENDERED_FOLDER), { recursive: true });
  const routes: Record<string, string> = {};
  for (const { path, file, page } of FIRST_SCREEN_PAGES) {
    const attributes = Object.entries({ ...rootAttributes(page), [FLOW_FILES_ATTRIBUTE]: flowScripts })
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    const markup = await render(page);
    writeFileSync(join(outDir, PRERENDERED_FOLDER, file), firstScreen.replace(ROOT_ELEMENT, `<div id="root"${attributes}>${markup}</div>`));
    routes[path] = `${PRERENDERED_FOLDER}/${file}`;
  }
  writeFileSync(join(outDir, PRERENDERED_FOLDER, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}
