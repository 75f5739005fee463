import type { SequenceWorld } from '../app/sequence-world.ts';
import { enabledControls } from '../controls/enabled-controls.ts';
import type { Control } from '../controls/control.ts';
import { SequenceCommand, type WorldModel } from './sequence-command.ts';

// The applicant uses one of the step's own controls that the page shows enabled now (the retry
// view's Try again included): the `pick`-th of them in the page's order, or the one of that name
// (a sequence written out: a regression's shrunk form).

const stepControls = (world: SequenceWorld): Control[] => enabledControls(world.snapshot()).filter((control) => !control.shell);

export class PressControl extends SequenceCommand {
  private readonly pick: number | string;
  constructor(pick: number | string) {
    super();
    this.pick = pick;
  }
  check({ world }: Readonly<WorldModel>): boolean {
    return stepControls(world).length > 0;
  }
  protected async act(world: SequenceWorld): Promise<string> {
    const controls = stepControls(world);
    const control = typeof this.pick === 'number' ? controls[this.pick % controls.length] : controls.find((found) => found.name === this.pick);
    if (!control) throw new Error(`"${this.pick}" is not enabled here; the page shows ${controls.map((found) => `"${found.name}"`).join(', ')}`);
    for (const event of control.events) world.page.send(event);
    return `press "${control.name}"`;
  }
  protected describe(): string {
    return typeof this.pick === 'number' ? `press control #${this.pick}` : `press "${this.pick}"`;
  }
}

/** The shell's controls: Back (when the shell shows it), Start over, Close. */
export class PressShell extends SequenceCommand {
  private readonly which: 'Back (the shell)' | 'Start over' | 'Close';
  constructor(which: 'Back (the shell)' | 'Start over' | 'Close') {
    super();
    this.which = which;
  }
  check({ world }: Readonly<WorldModel>): boolean {
    return enabledControls(world.snapshot()).some((control) => control.name === this.which);
  }
  protected async act(world: SequenceWorld): Promise<string> {
    world.page.send({ type: this.which === 'Back (the shell)' ? 'user.back' : this.which === 'Start over' ? 'user.reload' : 'user.close' });
    return `press "${this.which}"`;
  }
  protected describe(): string {
    return `press "${this.which}"`;
  }
}
