import type { SequenceWorld } from '../app/sequence-world.ts';
import type { AnswerKind } from '../server/call-desk.ts';
import type { CallName } from '../server/server-calls.ts';
import { SequenceCommand, type WorldModel } from './sequence-command.ts';

// The server answers the `pick`-th call waiting for it, with `kind`; unless the answer is slow, the
// scheduler then lets one answer on its way reach the page (this one, or one kept slow before: its
// pick). A slow answer waits for a Deliver.

export class AnswerCall extends SequenceCommand {
  /** The waiting call's index (modulo their number), or its name (the oldest of that name). */
  private readonly pick: number | CallName;
  private readonly kind: AnswerKind;
  constructor(pick: number | CallName, kind: AnswerKind) {
    super();
    this.pick = pick;
    this.kind = kind;
  }
  check({ world }: Readonly<WorldModel>): boolean {
    return world.desk.waitingNames().length > 0;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    const waiting = world.desk.waitingNames();
    const index = typeof this.pick === 'number' ? this.pick % waiting.length : world.desk.indexOfWaiting(this.pick);
    if (index < 0) throw new Error(`no ${this.pick} call is waiting; the server has ${waiting.join(', ') || 'none'}`);
    const name = waiting[index];
    const served = world.desk.serve(index, this.kind);
    if (this.kind === 'slow') return served;
    await world.desk.deliverOne();
    const arrived = world.desk.lastArrival;
    return arrived === name ? served : `${served}; the answer that arrives is ${arrived ?? 'none'}'s`;
  }
  protected describe(): string {
    return `answer ${typeof this.pick === 'number' ? `call #${this.pick}` : this.pick}: ${this.kind}`;
  }
}

/** One answer on its way reaches the page (the scheduler picks which, when several are). */
export class DeliverAnswer extends SequenceCommand {
  check({ world }: Readonly<WorldModel>): boolean {
    return world.desk.answersOnTheWay() > 0;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    await world.desk.deliverOne();
    return `a slow answer arrives: ${world.desk.lastArrival ?? 'none'}'s`;
  }
  protected describe(): string {
    return 'a slow answer arrives';
  }
}

/** The server answers every call waiting, oldest first, and each answer arrives (a written-out sequence's "and then it loads"). */
export class AnswerAllWaiting extends SequenceCommand {
  check(): boolean {
    return true;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    const answered: string[] = [];
    for (let round = 0; round < 20 && world.desk.waitingNames().length > 0; round += 1) {
      answered.push(world.desk.waitingNames()[0] as string);
      world.desk.serve(0, 'ok');
      await world.desk.deliverOne();
      await world.settle();
    }
    return `the server answers every call waiting (${answered.join(', ') || 'none'})`;
  }
  protected describe(): string {
    return 'the server answers every call waiting';
  }
}
