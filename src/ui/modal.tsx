import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. 'Show my total'). */
  footer?: ReactNode;
  /**
   * Label of the × button for screen readers. Its default is the control's own word, 'Close', not a
   * sentence of a screen: a screen passes its own where the × means more (e.g. 'Cancel authentication').
   */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible dialog: labelled by its title, focus moves in on open and back to the opener on
 * close, Tab stays inside, Escape and the backdrop close it.
 */
export function Modal({ open, title, onClose, children, footer, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusInAndBack(open, dialogRef);
  useEscapeWhenFocusIsLost(open, dialogRef, onClose);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    <div
      className="z-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="z-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="z-button z-button--icon z-modal-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="z-stack">{children}</div>
        {footer ? <div className="z-row" style={{ marginTop: 24 }}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

/** On open, focus moves to the dialog's first control (or the dialog); on close, back to what had it. */
function useFocusInAndBack(open: boolean, dialogRef: RefObject<HTMLDivElement | null>): void {
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();
    return () => {
      openerRef.current?.focus?.();
    };
  }, [open, dialogRef]);
}

/**
 * When the focused control inside disappears (a button that gives way to its result), focus falls
 * to the page body and the dialog's own key handler no longer hears Escape. Catch that case at
 * the document, for the topmost dialog only, and bring focus back inside.
 */
function useEscapeWhenFocusIsLost(open: boolean, dialogRef: RefObject<HTMLDivElement | null>, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const focusLost = () => !document.activeElement || document.activeElement === document.body;
    const isTopmost = () => {
      const dialogs = document.querySelectorAll('.z-modal[role="dialog"]');
      return dialogs[dialogs.length - 1] === dialogRef.current;
    };
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !focusLost() || !isTopmost()) return;
      onClose();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      // After the removed element's blur, check where focus actually ended up.
      queueMicrotask(() => {
        if (focusLost() && isTopmost()) dialogRef.current?.focus();
      });
    };
    const dialog = dialogRef.current;
    document.addEventListener('keydown', onDocumentKeyDown);
    dialog?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      dialog?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onClose, dialogRef]);
}

/** Tab and Shift+Tab go round the dialog's controls instead of leaving it. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
