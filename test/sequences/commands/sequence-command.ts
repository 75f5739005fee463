import type { AsyncCommand } from 'fast-check';
import { currentMeta } from '../../../machines/route-table.ts';
import type { SequenceWorld } from '../app/sequence-world.ts';
import { checkInvariants, type Before } from '../invariants/check-invariants.ts';

// What every command of a sequence shares: it acts on the world, lets what is due run, writes its
// line (what it did, in words: the printed sequence) and checks every invariant after it.

/** fast-check's model: the world itself, so a command's `check` sees what the page shows now. */
export interface WorldModel {
  world: SequenceWorld;
}

export abstract class SequenceCommand implements AsyncCommand<WorldModel, SequenceWorld, false> {
  private line: string | null = null;

  abstract check(model: Readonly<WorldModel>): boolean;
  /** Acts on the world; returns what happened, in words. */
  protected abstract act(world: SequenceWorld): Promise<string>;
  /** How the command reads before it ran. */
  protected abstract describe(): string;

  async run(_model: WorldModel, world: SequenceWorld): Promise<void> {
    const before: Before = { screen: currentMeta(world.snapshot())?.screen ?? null, seen: world.desk.seen.length, page: world.reloads };
    this.line = await this.act(world);
    await world.settle();
    world.log.push(this.line);
    checkInvariants(world, before);
  }

  toString(): string {
    return this.line ?? this.describe();
  }
}
