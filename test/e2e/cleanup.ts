// What the end-to-end run must undo however it ends (the server it started, the browser it
// launched): each resource is added as soon as it exists and undone once, newest first, on a normal
// end, on any exception and on SIGINT or SIGTERM. A failing undo step never stops the next one.

export interface Cleanup {
  add(name: string, undo: () => Promise<void> | void): void;
  /** Undoes everything added so far (once each); the problems are returned, not thrown. */
  run(): Promise<string[]>;
}

export function createCleanup(): Cleanup {
  const steps: { name: string; undo: () => Promise<void> | void }[] = [];
  return {
    add(name, undo) {
      steps.push({ name, undo });
    },
    async run() {
      const problems: string[] = [];
      for (let step = steps.pop(); step; step = steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          problems.push(`${step.name}: ${(error as Error).message}`);
        }
      }
      return problems;
    },
  };
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * On SIGINT or SIGTERM: undo, then exit with the conventional code (128 + signal number).
 * Returns the function that removes the handlers.
 */
export function undoOnSignals(cleanup: Cleanup, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const handlers = Object.entries(SIGNAL_EXIT_CODES).map(([signal, code]) => {
    const handler = () => {
      console.log(`\n${signal}: stopping the server and the browser…`);
      void cleanup.run().then((problems) => {
        for (const problem of problems) console.error(`  cleanup: ${problem}`);
        exit(code);
      });
    };
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
