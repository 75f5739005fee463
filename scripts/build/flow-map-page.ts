import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Writer from './flow-map-page-writer.ts';

// `/flow`, drawn at build time: flow-map-page-writer.ts does it. It is imported when the build
// runs rather than with Vite's config (which Vite bundles): Node then loads the machine and the
// map's code as they are, the way `npm run flow:export` does.
export async function prerenderFlowMap(root: string, outDir: string): Promise<{ hash: string; cached: boolean }> {
  const { writeFlowMapPage } = (await import(pathToFileURL(join(root, 'scripts/build/flow-map-page-writer.ts')).href)) as typeof Writer;
  return writeFlowMapPage(root, outDir);
}
