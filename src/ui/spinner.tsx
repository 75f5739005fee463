export interface SpinnerProps {
  /** Read by screen readers; shown next to the circle when `showLabel`. The kit's default is the bare 'Loading…'. */
  label?: string;
  showLabel?: boolean;
}

export function Spinner({ label = 'Loading…', showLabel = false }: SpinnerProps) {
  return (
    <span className="z-spinner" role="status">
      <span className="z-spinner-circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'z-visually-hidden'}>{label}</span>
    </span>
  );
}
