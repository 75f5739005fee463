// Small inline icons (no icon font, no network). Decorative: the buttons carry the names.
const common = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ReloadIcon = () => (
  <svg {...common}>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 4v5h5" />
  </svg>
);
export const HelpIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
    <path d="M12 17h.01" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
