// Retry an async job with growing delays: the Maps loader (and the breed list) tries once and then up
// to `retries` more times, waiting baseDelayMs, 2×, 4×… between attempts. `sleep` is injectable so
// tests need no clock.

export interface RetryOptions {
  retries: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (attempt: number, delayMs: number, error: unknown) => void;
  /** Whether a failure is worth another try (by default every one is). */
  shouldRetry?: (error: unknown) => boolean;
}

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `attempt` (1-based). */
export function retryDelayMs(attempt: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

export async function withRetries<T>(job: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) {
      const delay = retryDelayMs(attempt, options.baseDelayMs);
      options.onRetry?.(attempt, delay, lastError);
      await sleep(delay);
    }
    try {
      return await job(attempt);
    } catch (err) {
      lastError = err;
      if (options.shouldRetry && !options.shouldRetry(err)) break;
    }
  }
  throw lastError;
}
