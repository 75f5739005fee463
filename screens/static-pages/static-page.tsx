import type { ReactNode } from 'react';
import { PageHeading } from '../../src/ui/page-heading.tsx';

/** The frame every static page shares: a heading, its sections, and a way back. */
export function StaticPage(props: { title: string; subtitle?: string; backHref?: string; children: ReactNode }) {
  return (
    <div className="z-stack">
      <PageHeading focusOnMount title={props.title} {...(props.subtitle ? { subtitle: props.subtitle } : {})} />
      {props.children}
      {props.backHref ? (
        <p>
          <a href={props.backHref}>Back</a>
        </p>
      ) : null}
    </div>
  );
}
