import { Component, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

// Each screen is a chunk of its own, loaded when it is first shown. A chunk that fails to load (a
// flaky network, a deploy that replaced it) must not blank the page: the boundary shows a retry view,
// reports the failure (the first document: a failed preload "raises an event and rethrows"), and
// Try again loads the chunk afresh.

/** The DOM event a failed screen load raises on `window` (detail: `{ screen, message }`). */
export const SCREEN_CHUNK_FAILED = 'zoomies:screen-chunk-failed';

/** Chunks whose load failed, each with the way to load it afresh (Try again). */
const failedChunks = new Set<() => void>();

/**
 * A lazily loaded screen. A failed load raises `SCREEN_CHUNK_FAILED` and rethrows: the error boundary
 * above shows the retry view, and its Try again loads the failed chunks afresh (React remembers a
 * lazy component's failure for good, so each gets a fresh one then, not before: swapping it while
 * React still renders would retry without end, behind the loading view).
 */
export function screenChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, screen = load.name): ComponentType<P> {
  // One load shared by the lazy component and preloadScreenChunk; forgotten when it fails.
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const fresh = () =>
    lazy(() =>
      loadOnce().catch((error: unknown) => {
        failedChunks.add(reload);
        const message = error instanceof Error ? error.message : String(error);
        globalThis.dispatchEvent?.(new CustomEvent(SCREEN_CHUNK_FAILED, { detail: { screen, message } }));
        throw error;
      }),
    );
  let current = fresh();
  const reload = () => {
    current = fresh();
  };
  preloads.set(screen, loadOnce);
  function Chunk(props: P) {
    // A chunk already loaded renders at once: a lazy component suspends for a moment even then, and
    // the loading view would flash over a page that was already on screen (a returning applicant's
    // screen, preloaded before the first screen's frame switches to the machine). Chosen once per mount, so a screen never changes type under the applicant.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? current);
    return <Screen {...props} />;
  }
  return Chunk;
}

/** The loads of every screen chunk, by screen name. */
const preloads = new Map<string, () => Promise<unknown>>();

/** Loads a screen's chunk ahead of its first render; a failure is left for the render to show. */
export function preloadScreenChunk(screen: string): Promise<void> {
  const load = preloads.get(screen);
  if (!load) return Promise.resolve();
  return load().then(
    () => undefined,
    () => undefined,
  );
}

/** Try again: every chunk that failed to load gets a fresh load. */
function reloadFailedChunks(): void {
  for (const reload of failedChunks) reload();
  failedChunks.clear();
}

interface BoundaryProps {
  /** Names the screen in the report. */
  screen: string;
  onError: (screen: string, error: unknown) => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps & { onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(this.props.screen, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

/** Around every screen: a failure to load or render it shows the retry view instead of nothing. */
export function ScreenChunkBoundary(props: BoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary
      key={attempt}
      {...props}
      onRetry={() => {
        reloadFailedChunks();
        setAttempt((n) => n + 1);
      }}
    />
  );
}
