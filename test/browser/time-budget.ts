// How long the browser tests may wait for something before they call it missing. A wait ends as
// soon as its condition holds, so a generous budget costs nothing when the product works; it only
// decides how late a real failure is reported. The budgets are written for an idle 2-core machine
// and multiplied by `E2E_TIME_SCALE` (default 3): CI machines are shared, and a page that answers in
// 2 s alone answers in 6 s beside a CPU hog (`stress-ng --cpu 2`), without anything being wrong.

const DEFAULT_SCALE = 3;

export function timeScale(env: Record<string, string | undefined> = process.env): number {
  const raw = env.E2E_TIME_SCALE?.trim();
  if (!raw) return DEFAULT_SCALE;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`E2E_TIME_SCALE must be a positive number, not '${raw}'`);
  return scale;
}

/** A wait of `ms` on an idle machine, scaled for this run. */
export const budget = (ms: number, scale = timeScale()) => Math.round(ms * scale);
