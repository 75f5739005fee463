import { useId, useState } from 'react';
import type { ReactNode } from 'react';

/** @public The kit's documented API (src/ui/READY.md), for a screen that types its items. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  /** Heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** Disclosure list: each title is a button (aria-expanded) inside a heading, its panel labelled by it. */
export function Accordion({ items, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const base = useId().replace(/:/g, '');
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="z-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className="z-accordion-item">
            <Heading>
              <button
                id={buttonId}
                type="button"
                className="z-accordion-trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="z-accordion-panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
