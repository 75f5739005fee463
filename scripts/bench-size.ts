// Benchmark (figures only): what the applicant's browser downloads, from a fresh production build.
// The same figures are budgets in `npm test` (test/build/size-budget.test.ts).
//
//   npm run bench:size
import { build } from 'vite';
import { APP_OUT_DIR } from './build/app-build.plugin.ts';
import { bundleWeights } from './build/bundle-weight.ts';
import type { BundleWeights } from './build/bundle-weight.ts';

export async function runSizeBench(): Promise<BundleWeights> {
  process.env.NODE_ENV = 'production';
  await build({ logLevel: 'warn', mode: 'production' });
  return bundleWeights(APP_OUT_DIR);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function describeSize(weights: BundleWeights): string {
  const largest = weights.screens[0];
  return [
    'JavaScript, gzip:',
    `  first screen (offer and start pages, before the applicant can use them): ${kB(weights.firstScreen.bytes)} in ${weights.firstScreen.files.length} files`,
    `  the flow (machine, API client, contract), loaded when the applicant starts to interact: ${kB(weights.flow.bytes)}`,
    `  each later screen's own chunks: at most ${largest ? `${kB(largest.bytes)} (${largest.screen})` : '0 kB'}`,
  ].join('\n');
}

if (import.meta.main) console.log(describeSize(await runSizeBench()));
