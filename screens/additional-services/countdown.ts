// The finalization countdown: hours and minutes left of the 24 h window (the machine ticks every
// second and passes `msLeft`; this only formats it).

function timeLeft(msLeft: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(msLeft / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '23 hours and 5 minutes'. */
export function formatTimeLeft(msLeft: number): string {
  const { hours, minutes } = timeLeft(msLeft);
  return `${plural(hours, 'hour')} and ${plural(minutes, 'minute')}`;
}
