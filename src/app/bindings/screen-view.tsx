import type { ReactElement } from 'react';
import type { LaterScreen } from '../frame/frame.selector.ts';
import { screenRegistry, type ScreenBindings } from './screen-bindings.ts';

/**
 * The binding of each screen the machine can show (its state's `meta.screen`, declared with its step
 * in machines/steps/step-declarations.ts), collected from the screens' folders: each binding file
 * says which screens it binds (`binds`, screen-bindings.ts), so a new screen needs no line here. The
 * files are imported at once, as before (each binding loads its view as a chunk of its own), and the
 * registry throws at load for a screen without a binding or with two. The start screens are the flow
 * frame's own (src/app/frame/): the screen the first screen painted stays.
 */
const BINDINGS = screenRegistry(import.meta.glob<{ binds?: ScreenBindings }>('../../../screens/*/*.binding.tsx', { eager: true }));

export function ScreenView({ screen }: { screen: LaterScreen }): ReactElement {
  return BINDINGS[screen]();
}
