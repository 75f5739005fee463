import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hashText } from '../../src/flow-map/machine-description.ts';
import type { ScreenCapture } from '../../src/flow-map/screen-captures.ts';
import { storyFile } from '../../src/flow-map/screen-captures.ts';

// What a screen's picture depends on: its story file and the folders of the screens the story
// imports. Hashed when the picture is taken (flow-screens.ts) and again by `npm run flow:check`, so
// a screen that changed since its picture says so.

/** The screen folders a story file imports from (`../screens/about/…` → `screens/about`). */
export function screenFoldersOf(storySource: string): string[] {
  return [...new Set([...storySource.matchAll(/from\s+['"]\.\.\/(screens\/[^/'"]+)\//g)].map((match) => match[1] as string))].sort();
}

/** The files a capture of `story` depends on, relative to the project root: the story file, then the screen folders' source files. */
export function captureSources(root: string, story: string, screenFolders: readonly string[]): string[] {
  const files = [storyFile(story)];
  for (const folder of screenFolders) {
    if (!existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory()) continue;
    const inFolder = readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
    files.push(...inFolder);
  }
  return files;
}

/** The hash of those files' contents (a missing file counts as empty). */
export function sourcesHash(root: string, files: readonly string[]): string {
  return hashText(files.map((file) => `${file}\n${existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : ''}`).join('\n\0'));
}

/** The captures whose sources changed since they were taken. */
export function staleCaptures(root: string, captures: readonly ScreenCapture[]): ScreenCapture[] {
  return captures.filter((capture) => sourcesHash(root, captureSources(root, capture.story, capture.screenFolders)) !== capture.sourceHash);
}
