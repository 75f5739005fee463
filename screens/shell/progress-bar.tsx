export interface ProgressBarProps {
  step: number;
  maxStep: number;
}

/** The route's step of max step, as a bar (first document: 'A progress bar follows step and max-step'). */
export function ProgressBar({ step, maxStep }: ProgressBarProps) {
  const safeMax = Math.max(1, maxStep);
  const clamped = Math.min(Math.max(0, step), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div
      className="z-progress"
      role="progressbar"
      aria-label="Application progress"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={`Step ${clamped} of ${safeMax}`}
    >
      <div className="z-progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
