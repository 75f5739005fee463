import type { SequenceWorld } from '../app/sequence-world.ts';
import { SequenceCommand, type WorldModel } from './sequence-command.ts';

// The applicant reloads the page. What it had out is cut off: the requests reached the server (which
// did them) or not, and the page saw them fail before it went (its machine took that in and the app
// saved that snapshot) or not. The new page restores the saved snapshot and resumes, as the app does.

export class Reload extends SequenceCommand {
  private readonly reached: boolean;
  private readonly seenAsFailure: boolean;
  constructor(reached: boolean, seenAsFailure: boolean) {
    super();
    this.reached = reached;
    this.seenAsFailure = seenAsFailure;
  }
  check(): boolean {
    return true;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    const cut = await world.reload(this.reached, this.seenAsFailure);
    if (cut.length === 0) return `reload (${world.browser.url})`;
    const how = `${this.reached ? 'the server did them' : 'they never reached the server'}; the page ${this.seenAsFailure ? 'saw them fail' : 'did not see them fail'}`;
    return `reload (${world.browser.url}) with ${cut.join(', ')} out: ${how}`;
  }
  protected describe(): string {
    return `reload (reached: ${this.reached}, seen failing: ${this.seenAsFailure})`;
  }
}

/** The session ends on the server (the tokens expired): the next call refused, and its refresh too. */
export class SessionEnds extends SequenceCommand {
  check({ world }: Readonly<WorldModel>): boolean {
    return world.store.userSessionValid;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    world.store.userSessionValid = false;
    return 'the session ends (the server refuses its tokens and their refresh)';
  }
  protected describe(): string {
    return 'the session ends';
  }
}
