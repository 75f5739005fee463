import { stat } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Test files in the order that kills a mutant soonest: Stryker stops at the first failing test, so
// the quick files (a rule's unit tests) go before the slow ones (a flow that boots the server).
// Vitest's own order is the opposite (the longest first, which suits a full run on many workers).
// Known durations come from Vitest's cache; a file not run yet is placed by its size.
export default class CheapFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = new Map<TestSpecification, number>();
    await Promise.all(
      files.map(async (spec) => {
        const known = this.ctx.cache.getTestSpecificationResult(spec);
        // Durations are in milliseconds; a byte of an unknown file counts as a tenth of one.
        cost.set(spec, known ? known.duration : (await stat(spec.moduleId)).size / 10);
      }),
    );
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || cost.get(a)! - cost.get(b)!,
    );
  }
}
