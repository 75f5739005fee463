import type { EnginePage } from './engine-page.ts';

// Until the flow's code has come, run and rendered on a prerendered first page, in any engine: the
// flow's chunk has loaded, the flow's preparation has had the answer of its configuration call (the
// last thing it waits for: src/app/onboarding-app.tsx), then two frames and a quiet moment (the
// frame's switch to the machine is a transition). The keystroke race reads what was typed after it; the production story checks
// what the first screens show after it (their links stay, no sandbox panel).

export async function untilTheFlowHasCome(page: EnginePage): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + 30_000;
        // WebKit has no requestIdleCallback: a short timeout after the frames stands in for it.
        const whenIdle = (done: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 100));
        const check = () => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const loaded = entries.some((entry) => /\/assets\/onboarding-app-[\w-]+\.js$/.test(entry.name));
          const running = entries.some((entry) => new URL(entry.name).pathname === '/api/config/' && entry.responseEnd > 0);
          if (loaded && running) {
            requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(() => resolve())));
          } else if (performance.now() > deadline) reject(new Error(`the flow never ${loaded ? 'ran (no answer to its configuration call)' : 'loaded'}`));
          else setTimeout(check, 50);
        };
        check();
      }),
  );
}
