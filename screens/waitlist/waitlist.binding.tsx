import { WaitlistRedirect } from './waitlist-redirect.screen.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx): no props, no intents, the machine leaves for the waitlist. */
export const binds = { waitlist: () => <WaitlistRedirect /> } satisfies ScreenBindings;
