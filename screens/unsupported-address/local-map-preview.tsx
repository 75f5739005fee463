import type { MapPreviewProps } from './address-selection.ts';

/**
 * The offline map preview: a drawn street grid with a pin, so the page works with no maps service.
 * The app passes Google's static map instead when a key is configured.
 */
export function LocalMapPreview({ label, latitude, longitude }: MapPreviewProps) {
  return (
    <figure className="zo-map">
      <svg viewBox="0 0 320 160" role="img" aria-label={label} className="zo-map-image">
        <rect width="320" height="160" fill="#e8efe4" />
        <g stroke="#ffffff" strokeWidth="10">
          <line x1="0" y1="52" x2="320" y2="52" />
          <line x1="0" y1="118" x2="320" y2="118" />
          <line x1="92" y1="0" x2="92" y2="160" />
          <line x1="228" y1="0" x2="228" y2="160" />
        </g>
        <rect x="104" y="64" width="112" height="42" rx="4" fill="#cfe0f0" />
        <path d="M160 34c-11 0-20 9-20 20 0 15 20 36 20 36s20-21 20-36c0-11-9-20-20-20z" fill="#b42318" />
        <circle cx="160" cy="54" r="7" fill="#ffffff" />
      </svg>
      <figcaption className="z-small z-muted">
        {label} ({latitude.toFixed(4)}, {longitude.toFixed(4)})
      </figcaption>
    </figure>
  );
}
