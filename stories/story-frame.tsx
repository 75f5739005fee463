import type { ReactNode } from 'react';

/** Screens render inside the shell's <main> in the app; stories give them the same landmark. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return <main className="z-page">{children}</main>;
}

export const screenDecorator = (Story: () => ReactNode) => (
  <ScreenFrame>
    <Story />
  </ScreenFrame>
);
