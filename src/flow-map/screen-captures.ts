import captured from '../../docs/flow/screens/screens.json' with { type: 'json' };

// What each screen of the flow looks like and is titled, as the applicant sees it: one picture and
// the level-1 heading of the story that shows the screen, taken in Chromium by `npm run
// flow:screens` (scripts/flow-screens.ts) and committed in docs/flow/screens/. The build and the
// page read them as files: neither needs a browser nor runs a story (decision 0047).

export interface ScreenVariant {
  /** The story's name in Storybook (`Ko Frozen File`). */
  name: string;
  /** Its level-1 heading, or null when that story shows none (a loading view). */
  title: string | null;
}

export interface ScreenCapture {
  /** The story as the machine's states name it: `stories/<file>.stories.tsx#<Export>` (or no `#`: the file's first story). */
  story: string;
  /** Storybook's id, title and name of the story that was captured. */
  storyId: string;
  storyTitle: string;
  storyName: string;
  /** The screen's level-1 heading in that story (else the story's name). */
  title: string;
  /** The picture's file name in docs/flow/screens/, and its size in pixels. */
  image: string;
  width: number;
  height: number;
  /** The screen folders the story file imports from. */
  screenFolders: string[];
  /** A hash of the story file and those folders when it was taken: a different one means a new picture is due. */
  sourceHash: string;
  /** Every story of the same file with its heading: the states the screen can show. */
  variants: ScreenVariant[];
}

export interface ScreenCaptures {
  version: number;
  /** The browser window the pictures were taken in (a phone's). */
  viewport: { width: number; height: number };
  captures: ScreenCapture[];
}

export const SCREEN_CAPTURES = captured as ScreenCaptures;

/** The capture of a state's story, or null when there is none (no story, or never captured). */
export function captureFor(captures: ScreenCaptures, story: string | null): ScreenCapture | null {
  if (!story) return null;
  return captures.captures.find((capture) => capture.story === story) ?? null;
}

/** The story file of a story reference (`stories/x.stories.tsx#Export` → `stories/x.stories.tsx`). */
export const storyFile = (story: string): string => story.split('#')[0] as string;

/** The export a story reference names, or null for "the file's first story". */
export const storyExport = (story: string): string | null => story.split('#')[1] ?? null;
