import { build } from 'vite';

/**
 * The app built as `npm run build` builds it, into `outDir`: for production (Vitest runs with
 * NODE_ENV=test, which would build React's development bundle), with the project's Vite config.
 */
export async function buildForProduction(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
