import { useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { headingMayTakeFocus, ReachedByApplicant } from './heading-focus.ts';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * Announces the screen: the heading takes the focus as it appears, so screen-reader users hear
   * the new screen; only after a step the applicant took, and never from a field (heading-focus.ts).
   */
  focusOnMount?: boolean;
}

export function PageHeading({ title, subtitle, focusOnMount = false }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const reachedByApplicant = useContext(ReachedByApplicant);
  useEffect(() => {
    if (focusOnMount && headingMayTakeFocus(reachedByApplicant, document.activeElement)) ref.current?.focus();
    // As the screen appears, not again when the flow's props change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <header className="z-page-heading">
      <h1 ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </header>
  );
}
