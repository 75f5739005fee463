import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'icon';
  /** Shows a spinner, keeps the label for screen readers and blocks a second press. */
  loading?: boolean;
  /** Text read while loading, e.g. 'Sending…'; the kit's default is the bare 'Please wait…' of any busy button. */
  loadingLabel?: string;
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel = 'Please wait…',
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['z-button', `z-button--${variant}`, block ? 'z-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      // While loading the button stays focusable (focus is not lost) but ignores presses.
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner label={loadingLabel} /> : null}
      {children}
    </button>
  );
}
