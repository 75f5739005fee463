import { createKeyValueStorage, createMemoryBacking, type KeyValueStorage } from '../../../services/storage/key-value-storage.ts';
import { createSessionStore, type SessionStore } from '../../../services/session/session-store.ts';

// The browser the app runs in, as far as the flow touches it: the tab's session history (what
// `pushState`, `replaceState`, Back and Forward do, with `popstate`; `pagehide` as a reload
// begins), its address, and its storage
// with the app's real session store on it. Installed as the globals the app's own code reads
// (`location`, `history`, `window`), so the app's address follower and input reader run unchanged.

type Listener = () => void;

export class SimulatedBrowser {
  private entries: string[];
  private index: number;
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly storage: KeyValueStorage = createKeyValueStorage({ backing: createMemoryBacking() });
  readonly session: SessionStore = createSessionStore(this.storage);
  private readonly saved = new Map<string, PropertyDescriptor | undefined>();

  /** A tab whose history holds `history` (oldest first), showing the last of them. */
  constructor(history: readonly string[]) {
    this.entries = [...history];
    this.index = this.entries.length - 1;
  }

  get url(): string {
    return this.entries[this.index] ?? '/';
  }

  canGoBack(): boolean {
    return this.index > 0;
  }

  canGoForward(): boolean {
    return this.index < this.entries.length - 1;
  }

  /** Browser Back: the previous entry, then `popstate`. */
  back(): void {
    if (!this.canGoBack()) throw new Error('Back: nothing before this page');
    this.index -= 1;
    this.popState();
  }

  forward(): void {
    if (!this.canGoForward()) throw new Error('Forward: nothing after this page');
    this.index += 1;
    this.popState();
  }

  install(): void {
    const address = () => new URL(this.url, 'http://zoomies.local');
    const location = Object.defineProperties({ origin: 'http://zoomies.local', assign: () => {} }, {
      pathname: { get: () => address().pathname },
      search: { get: () => address().search },
      href: { get: () => address().href },
    });
    const history = Object.defineProperties(
      {
        state: null,
        pushState: (_state: unknown, _title: string, url: string) => {
          this.entries = [...this.entries.slice(0, this.index + 1), url];
          this.index += 1;
        },
        replaceState: (_state: unknown, _title: string, url: string) => {
          this.entries[this.index] = url;
        },
        back: () => this.back(),
        forward: () => this.forward(),
      },
      { length: { get: () => this.entries.length } },
    );
    const window = {
      addEventListener: (type: string, listener: Listener) => this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener)),
      removeEventListener: (type: string, listener: Listener) => this.listeners.get(type)?.delete(listener),
    };
    for (const [name, value] of Object.entries({ location, history, window })) {
      this.saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    }
  }

  uninstall(): void {
    for (const [name, descriptor] of this.saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    this.saved.clear();
  }

  /** The page starts to unload (a reload): `pagehide`, before the browser cuts off what it had out. */
  hidePage(): void {
    this.dispatch('pagehide');
  }

  private popState(): void {
    this.dispatch('popstate');
  }

  private dispatch(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}
