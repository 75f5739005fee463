import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Moves focus to the heading on mount so screen-reader users hear the new screen. */
  focusOnMount?: boolean;
}

export function PageHeading({ title, subtitle, focusOnMount = false }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <header className="z-page-heading">
      <h1 ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </header>
  );
}
