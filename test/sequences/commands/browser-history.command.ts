import type { SequenceWorld } from '../app/sequence-world.ts';
import { SequenceCommand, type WorldModel } from './sequence-command.ts';

// The browser's own Back and Forward: the tab's history moves and the app hears `popstate`.

export class BrowserBack extends SequenceCommand {
  check({ world }: Readonly<WorldModel>): boolean {
    return world.browser.canGoBack();
  }
  protected async act(world: SequenceWorld): Promise<string> {
    world.browser.back();
    return `browser Back (to ${world.browser.url})`;
  }
  protected describe(): string {
    return 'browser Back';
  }
}

export class BrowserForward extends SequenceCommand {
  check({ world }: Readonly<WorldModel>): boolean {
    return world.browser.canGoForward();
  }
  protected async act(world: SequenceWorld): Promise<string> {
    world.browser.forward();
    return `browser Forward (to ${world.browser.url})`;
  }
  protected describe(): string {
    return 'browser Forward';
  }
}
