import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { OutboxMessage } from '../../../services/contract/sandbox.schema.ts';
import { Accordion } from '../../ui/accordion.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import type { CatalogueSection } from './sandbox-catalogue.ts';
import { CATALOGUE, IDENTITIES } from './sandbox-catalogue.ts';
import { CopyFillButtons } from './copy-fill-buttons.tsx';
import { fillField, isFillable } from './fill-field.ts';
import { OutboxList } from './outbox-list.tsx';

export interface SandboxPanelProps {
  /** The applicant's phone (E.164) or email: the outbox shown first. Editable in the panel. */
  recipient?: string | null;
  /** Reads the sandbox outbox (GET /api/sandbox/outbox?to=…), newest first. */
  loadOutbox: (to: string) => Promise<OutboxMessage[]>;
  /** Re-reads the outbox this often while the panel is open (ms); 0 turns it off. */
  refreshMs?: number;
  /** Start opened (stories, tests). */
  defaultOpen?: boolean;
}

type OutboxState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; messages: OutboxMessage[] } | { status: 'failed' };

type Fill = ((value: string) => void) | null;

/**
 * Sandbox mode only: the outbox (codes and links) and the catalogue of test values, each with copy
 * and fill, so a person can walk any branch without a terminal. 'Fill' types into the form field
 * that was focused last.
 */
export function SandboxPanel({ recipient, loadOutbox, refreshMs = 4000, defaultOpen = false }: SandboxPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [to, setTo] = useState(recipient ?? '');
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (recipient) setTo(recipient);
  }, [recipient]);

  const fill = useFillTarget(panelRef);
  const { outbox, refresh } = useOutbox({ loadOutbox, open, to, recipient, refreshMs });
  const sections = [
    { id: 'identities', title: 'Identities on file', content: <IdentitiesTable fill={fill} /> },
    ...CATALOGUE.map((section) => ({ id: section.id, title: section.title, content: <CatalogueTable section={section} fill={fill} /> })),
  ];

  return (
    <aside ref={panelRef} className="z-sandbox" aria-labelledby="sandbox-title">
      <div className="z-row" style={{ alignItems: 'center' }}>
        <h2 id="sandbox-title" style={{ margin: 0, fontSize: '1.125rem' }}>
          Sandbox tools
        </h2>
        <Button variant="secondary" aria-expanded={open} aria-controls="sandbox-body" onClick={() => setOpen((o) => !o)} style={{ flex: 'none' }}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      <div id="sandbox-body" hidden={!open} className="z-stack" style={{ marginTop: 12 }}>
        <p className="z-small">Sandbox mode: no real texts, emails or charges. Codes and links land in the outbox below.</p>
        <OutboxSection to={to} onToChange={setTo} outbox={outbox} onRefresh={() => refresh(to)} fill={fill} />
        <section aria-labelledby="catalogue-title" className="z-stack">
          <h3 id="catalogue-title" style={{ margin: 0 }}>
            Test values
          </h3>
          <Accordion items={sections} headingLevel={4} />
        </section>
      </div>
    </aside>
  );
}

/**
 * Remembers the last form field focused outside the panel, so Fill knows where to type: the fill,
 * or null until there is such a field.
 */
function useFillTarget(panelRef: RefObject<HTMLElement | null>): Fill {
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [canFill, setCanFill] = useState(false);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (panelRef.current?.contains(event.target as Node)) return;
      if (isFillable(event.target)) {
        lastField.current = event.target;
        setCanFill(true);
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [panelRef]);
  return canFill
    ? (value: string) => {
        const field = lastField.current;
        if (field && field.isConnected) fillField(field, value);
      }
    : null;
}

/** The outbox of `to`: read when the panel opens or the recipient changes, then every `refreshMs`. */
function useOutbox({ loadOutbox, open, to, recipient, refreshMs }: { loadOutbox: SandboxPanelProps['loadOutbox']; open: boolean; to: string; recipient: string | null | undefined; refreshMs: number }) {
  const [outbox, setOutbox] = useState<OutboxState>({ status: 'idle' });
  const refresh = useCallback(
    (target: string) => {
      if (!target.trim()) return;
      setOutbox((current) => (current.status === 'done' ? current : { status: 'loading' }));
      loadOutbox(target.trim()).then(
        (messages) => setOutbox({ status: 'done', messages }),
        () => setOutbox({ status: 'failed' }),
      );
    },
    [loadOutbox],
  );

  useEffect(() => {
    if (!open || !to) return;
    refresh(to);
    if (refreshMs <= 0) return;
    const timer = setInterval(() => refresh(to), refreshMs);
    return () => clearInterval(timer);
    // Re-run when the panel opens or the recipient is submitted, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, recipient, refreshMs, refresh]);
  return { outbox, refresh };
}

/** The recipient's form and what its outbox holds (or why it cannot be read). */
function OutboxSection({ to, onToChange, outbox, onRefresh, fill }: { to: string; onToChange(to: string): void; outbox: OutboxState; onRefresh(): void; fill: Fill }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onRefresh();
  };
  return (
    <section aria-labelledby="outbox-title" className="z-stack">
      <h3 id="outbox-title" style={{ margin: 0 }}>
        Outbox
      </h3>
      <form onSubmit={onSubmit} className="z-row" style={{ alignItems: 'flex-end' }} aria-label="Outbox recipient">
        <div className="z-field" style={{ flex: '3 1 200px' }}>
          <label htmlFor="sandbox-recipient">Phone (+15125550100) or email</label>
          <input id="sandbox-recipient" className="z-input" value={to} onChange={(event) => onToChange(event.target.value)} autoComplete="off" />
        </div>
        <Button type="submit" variant="secondary" style={{ flex: 'none' }} loading={outbox.status === 'loading'} loadingLabel="Loading the outbox…">
          Refresh
        </Button>
      </form>
      {outbox.status === 'failed' ? (
        <Banner tone="error">
          <p>The outbox could not be read. Is the API running in sandbox mode?</p>
        </Banner>
      ) : null}
      {outbox.status === 'done' ? <OutboxList messages={outbox.messages} onFill={fill} /> : null}
      {outbox.status === 'idle' ? <p className="z-muted">Enter a phone number or email to see its messages.</p> : null}
    </section>
  );
}

/** The identities the sandbox knows, with the values that start and confirm each. */
function IdentitiesTable({ fill }: { fill: Fill }) {
  return (
    <div className="z-table-wrap">
      <p className="z-small">Start with the phone and its birthday (MM/DD) to get the prefill; confirm with the SSN's last four.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Phone</th>
            <th scope="col">Birthday</th>
            <th scope="col">Name and email</th>
            <th scope="col">SSN</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {IDENTITIES.map((identity) => (
            <tr key={identity.phone}>
              <td>
                {identity.phone} <CopyFillButtons value={identity.phone} onFill={fill} />
              </td>
              <td>
                {identity.birthday} <CopyFillButtons value={identity.birthday.slice(0, 5)} onFill={fill} />
              </td>
              <td>
                {identity.name}
                <br />
                {identity.email}
                <br />
                <span className="z-muted">{identity.address}</span>
              </td>
              <td>
                {identity.ssn} <CopyFillButtons value={identity.ssn.slice(-4)} onFill={fill} />
              </td>
              <td>{identity.outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One section of the catalogue: each test value and what it leads to. */
function CatalogueTable({ section, fill }: { section: CatalogueSection; fill: Fill }) {
  return (
    <div className="z-table-wrap">
      {section.note ? <p className="z-small">{section.note}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={`${row.value}-${row.result}`}>
              <td>
                <code>{row.value}</code> {row.kind === 'text' ? null : <CopyFillButtons value={row.value} onFill={fill} />}
              </td>
              <td>{row.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default SandboxPanel;
