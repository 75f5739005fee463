import type { ReactElement } from 'react';
import { STEPS, type Screen } from '../../../machines/steps/step-declarations.ts';
import { isStartScreen, type LaterScreen } from '../frame/frame.selector.ts';

// What a screen's binding file declares, and the registry the flow's body reads: each
// `screens/<screen>/<screen>.binding.tsx` exports the screens it binds as `binds`
// (`export const binds = { quiz: () => <QuizBinding /> } satisfies ScreenBindings`), and
// screen-view.tsx collects them from the screens' folders. The type checker takes only a declared
// screen's key; what it cannot see (a screen left without a binding, two bindings of one screen)
// fails when the registry is built, at load, by name.

/** The `binds` of a binding file: the screens it binds (declared ones only: a misspelt key is a type error), each to its element. */
export type ScreenBindings = Partial<Record<LaterScreen, () => ReactElement>>;

type Registry = Record<LaterScreen, () => ReactElement>;

/** The screens the flow's body shows: every declared screen but the start screens (the frame's own). */
const LATER_SCREENS: readonly LaterScreen[] = [...new Set(Object.values(STEPS).map((step): Screen => step.screen))].filter(
  (screen): screen is LaterScreen => !isStartScreen(screen),
);

/**
 * The registry from the binding files' modules, by file name. Throws, naming the screen, when a
 * declared screen has no binding, when two files bind one screen, or when a file binds a screen the
 * flow's body does not show.
 */
export function screenRegistry(files: Readonly<Record<string, { binds?: ScreenBindings }>>, screens: readonly LaterScreen[] = LATER_SCREENS): Registry {
  const found = new Map<string, { file: string; bind: () => ReactElement }>();
  for (const [file, { binds }] of Object.entries(files)) {
    for (const [screen, bind] of Object.entries(binds ?? {})) {
      if (!bind) continue;
      const before = found.get(screen);
      if (before) throw new Error(`The screen '${screen}' has two bindings: ${before.file} and ${file}.`);
      if (!(screens as readonly string[]).includes(screen)) throw new Error(`${file} binds the screen '${screen}', which no step declares for the flow's body.`);
      found.set(screen, { file, bind });
    }
  }
  const missing = screens.filter((screen) => !found.has(screen));
  if (missing.length > 0) {
    throw new Error(`No binding for the screen ${missing.map((screen) => `'${screen}'`).join(', ')}: its screens/<screen>/<screen>.binding.tsx exports \`binds\`.`);
  }
  return Object.fromEntries([...found].map(([screen, { bind }]) => [screen, bind])) as Registry;
}
