import { accessSync, constants } from 'node:fs';
import { launchChromium } from './chromium-engine.ts';
import type { EngineName, EnginePage } from './engine-page.ts';
import { FIREFOX_PATH, launchFirefox } from './firefox-engine.ts';
import { launchWebKit, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './webkit-engine.ts';
import { XVFB_PATH } from './xvfb.ts';

// The three engines, how to launch each, and what each needs installed. Chromium is always there
// (Debian's, or the npm package's: find-chromium.ts); Firefox and WebKit come from Debian packages
// (`.ci/run` installs them), and an engine whose programs are missing is skipped with a line saying so.

export interface LaunchOptions {
  viewport: { width: number; height: number };
  /** A phone: Chromium emulates a touch screen and a mobile viewport; WebKit and Firefox only take the viewport's size. */
  phone?: boolean;
  /** Where the engine registers how to stop what it started, so every exit path stops it (test/e2e/cleanup.ts). */
  cleanup: { add(name: string, undo: () => Promise<void> | void): void };
}

export interface Engine {
  name: EngineName;
  /** Why the engine cannot run here (a program missing, and the package that brings it), or null. */
  missing(): string | null;
  launch(options: LaunchOptions): Promise<EnginePage>;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first required program that is missing, as a sentence. */
function firstMissing(programs: [path: string, debianPackage: string][]): string | null {
  const absent = programs.find(([path]) => !isExecutable(path));
  return absent ? `${absent[0]} is not installed (apt-get install ${absent[1]})` : null;
}

export const ENGINES: Record<EngineName, Engine> = {
  chromium: { name: 'chromium', missing: () => null, launch: launchChromium },
  firefox: { name: 'firefox', missing: () => firstMissing([[FIREFOX_PATH, 'firefox-esr']]), launch: launchFirefox },
  webkit: {
    name: 'webkit',
    missing: () =>
      firstMissing([
        [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
        [MINIBROWSER_PATH, 'webkit2gtk-driver'],
        [XVFB_PATH, 'xvfb'],
      ]),
    launch: launchWebKit,
  },
};
