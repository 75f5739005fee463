// Runs scheduled work in the background of an instance: each job every `everyMs`, one run at a time
// (a slow run is not overlapped by the next). Every instance runs the same jobs; the jobs claim their
// rows (due-rows.repository.ts), so two instances never do the same work.

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], onError: (job: string, error: unknown) => void): JobRunner {
  const lastRun = new Map<string, number>();
  let running: Promise<void> | null = null;
  const tickMs = Math.max(100, Math.min(...jobs.map((job) => job.everyMs)));
  const tick = async () => {
    for (const job of jobs) {
      const now = Date.now();
      if (now - (lastRun.get(job.name) ?? 0) < job.everyMs) continue;
      lastRun.set(job.name, now);
      try {
        await job.run();
      } catch (error) {
        onError(job.name, error);
      }
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, tickMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
