import { useState } from 'react';
import { Button } from '../../ui/button.tsx';

export interface CopyFillButtonsProps {
  value: string;
  /** Fills the last field the tester used; null when there is none yet. */
  onFill: ((value: string) => void) | null;
}

/** Copy to the clipboard, or fill straight into the form. */
export function CopyFillButtons({ value, onFill }: CopyFillButtonsProps) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="z-topbar-group">
      <Button
        variant="link"
        aria-label={`Copy ${value}`}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <Button variant="link" aria-label={`Fill ${value}`} disabled={!onFill} title={onFill ? undefined : 'Click into a form field first'} onClick={() => onFill?.(value)}>
        Fill
      </Button>
    </span>
  );
}
