// A paw print drawn inline: the emoji needs an emoji font and shows as empty boxes without one.
// Decoration only, so it is hidden from assistive technology; it takes the text colour and size.
export function PawIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      data-icon="paw"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="6" cy="10" rx="2.2" ry="2.8" transform="rotate(-20 6 10)" />
      <ellipse cx="10" cy="5.5" rx="2.2" ry="2.9" transform="rotate(-8 10 5.5)" />
      <ellipse cx="14.5" cy="5.5" rx="2.2" ry="2.9" transform="rotate(8 14.5 5.5)" />
      <ellipse cx="18.5" cy="10" rx="2.2" ry="2.8" transform="rotate(20 18.5 10)" />
      <path d="M12.25 11c-2.6 0-6.25 4.1-6.25 6.6 0 1.7 1.3 2.6 2.9 2.6 1.4 0 2.2-.8 3.35-.8s1.95.8 3.35.8c1.6 0 2.9-.9 2.9-2.6 0-2.5-3.65-6.6-6.25-6.6Z" />
    </svg>
  );
}
