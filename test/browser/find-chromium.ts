import { accessSync, constants } from 'node:fs';

// The one place that decides which Chromium the browser suites run (Storybook's Vitest browser
// provider and the end-to-end runner), so `npm install && npm test` needs no apt step:
// 1. `CHROMIUM_PATH` when set (a developer's own build, CI's choice);
// 2. Debian's `/usr/bin/chromium` when it is there and executable (it starts faster);
// 3. otherwise the Chromium that the `@sparticuz/chromium` npm package ships, unpacked on first use
//    into the temporary folder (about 2.5 s once), with the flags that build needs.

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The flags every run uses, whichever Chromium it is (no sandbox in containers, no GPU, no chatter). */
export const COMMON_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

export interface FindChromiumOptions {
  env?: Record<string, string | undefined>;
  /** Whether a path is an executable file (swapped in tests). */
  isExecutable?: (path: string) => boolean;
  /** The npm package's Chromium (swapped in tests). */
  packaged?: () => Promise<{ executablePath: string; args: string[] }>;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// The package's own flags, minus two meant for serverless functions: `--single-process` (the e2e run
// keeps two browser contexts open at once) and `--disable-web-security` (the tests must see the
// browser's real rules, as an applicant's browser applies them).
const PACKAGED_FLAGS_LEFT_OUT = new Set(['--single-process', '--disable-web-security']);

async function packagedChromium(): Promise<{ executablePath: string; args: string[] }> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return { executablePath: await chromium.executablePath(), args: chromium.args };
}

export async function findChromium(options: FindChromiumOptions = {}): Promise<ChromiumChoice> {
  const env = options.env ?? process.env;
  const isExecutable = options.isExecutable ?? isExecutableFile;
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return { executablePath: fromEnv, args: COMMON_CHROMIUM_ARGS, source: 'CHROMIUM_PATH' };
  if (isExecutable(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: COMMON_CHROMIUM_ARGS, source: 'system' };
  const packaged = await (options.packaged ?? packagedChromium)();
  const args = [...new Set([...COMMON_CHROMIUM_ARGS, ...packaged.args])].filter((flag) => !PACKAGED_FLAGS_LEFT_OUT.has(flag));
  return { executablePath: packaged.executablePath, args, source: '@sparticuz/chromium' };
}
