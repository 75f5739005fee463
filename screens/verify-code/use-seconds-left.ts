import { useEffect, useState } from 'react';

/**
 * Seconds left of the server's wait (its Retry-After), counting down once a second from the moment
 * the wait is shown. `restartKey` starts the count again for a new refusal with the same wait.
 * A view-only clock: the server, not this count, decides when a new code may go out.
 */
export function useSecondsLeft(waitSeconds: number | null | undefined, restartKey: unknown): number {
  const [left, setLeft] = useState(Math.ceil(waitSeconds ?? 0));
  useEffect(() => {
    const until = Date.now() + (waitSeconds ?? 0) * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    if (!waitSeconds) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [waitSeconds, restartKey]);
  return left;
}
