import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// The plans of "Open this step live" (decision 0072), made at build time when the machine changed
// (read from the disk otherwise): the sandbox server then has them at once, and no server of a test
// run plans as it starts. In a worker, beside the prerendering (two cores: the build waits less).
// Loaded by path, like the flow map's writer: Vite bundles its config, and the planner is the app's
// own code, run by Node as it is.
export function makeLiveStepPlans(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(pathToFileURL(join(root, 'src/flow-map/live-step/live-plan.worker.ts')));
    worker.once('message', () => {
      resolve();
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the live-step planning worker stopped (${code})`));
    });
  });
}
