import { vi } from 'vitest';
import { SequenceCommand } from './sequence-command.ts';

// Time passes until the machine's next timer fires (the verify screen's delay, a poll, the countdown's tick).

export class TimePasses extends SequenceCommand {
  check(): boolean {
    return vi.getTimerCount() > 0;
  }
  protected async act(): Promise<string> {
    const before = Date.now();
    await vi.advanceTimersToNextTimerAsync();
    return `time passes (${(Date.now() - before) / 1000} s: a timer fires)`;
  }
  protected describe(): string {
    return 'time passes to the next timer';
  }
}
