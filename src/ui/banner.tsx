import type { ReactNode } from 'react';

/** @public The kit's documented API (src/ui/READY.md). */
export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Defaults: errors and warnings interrupt ('alert'), info and success wait politely ('status'). */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

export function Banner({ tone = 'info', title, children, role, className }: BannerProps) {
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      className={['z-banner', `z-banner--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={liveRole === 'none' ? undefined : liveRole}
    >
      {title ? <p className="z-banner-title">{title}</p> : null}
      {children}
    </div>
  );
}

/** A screen's error line (a failed call, a server message): an alerting error banner, or nothing without one. */
export function ErrorBanner({ message }: { message?: string | null | undefined }) {
  return message ? (
    <Banner tone="error">
      <p>{message}</p>
    </Banner>
  ) : null;
}
