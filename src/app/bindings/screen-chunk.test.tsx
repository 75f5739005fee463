import { describe, it, expect, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadScreenChunk, screenChunk, ScreenChunkBoundary, SCREEN_CHUNK_FAILED } from './screen-chunk.tsx';

// A screen chunk that fails to load must not blank the page: the retry view shows, the failure is
// reported, and Try again loads the chunk afresh (a failed load is not remembered).

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('a screen chunk', () => {
  it('that fails to load shows the retry view, is reported, and loads on Try again', async () => {
    let network = 'down';
    const load = vi.fn(async () => {
      if (network === 'down') throw new TypeError('Failed to fetch dynamically imported module: /assets/hello.js');
      return { default: Hello };
    });
    const Chunk = screenChunk(load, 'about');
    const onError = vi.fn();
    const raised = vi.fn();
    window.addEventListener(SCREEN_CHUNK_FAILED, (event) => raised((event as CustomEvent).detail));
    // React logs a caught render error; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenChunkBoundary
        screen="about"
        onError={onError}
        fallback={(retry) => (
          <div role="alert">
            We couldn't load this page <button onClick={retry}>Try again</button>
          </div>
        )}
      >
        <Suspense fallback={<p>Loading…</p>}>
          <Chunk name="Biscuit" />
        </Suspense>
      </ScreenChunkBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this page");
    // The failed load raised its event (the app reports it) and the boundary caught the rethrow.
    expect(raised).toHaveBeenCalledWith({ screen: 'about', message: 'Failed to fetch dynamically imported module: /assets/hello.js' });
    expect(onError).toHaveBeenCalledWith('about', expect.objectContaining({ message: expect.stringContaining('dynamically imported module') }));
    network = 'up';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Biscuit' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('that loaded once is not loaded again', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Chunk = screenChunk(load);
    const { rerender } = render(
      <Suspense fallback={null}>
        <Chunk name="A" />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: 'Hello A' });
    rerender(
      <Suspense fallback={null}>
        <Chunk name="B" />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: 'Hello B' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('that was preloaded renders in the first paint, without the loading view (the first screen hands over to it)', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Chunk = screenChunk(load, 'preloaded-screen');
    await preloadScreenChunk('preloaded-screen');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Chunk name="Biscuit" />
      </Suspense>,
    );
    // Synchronously: no waiting for a suspended render.
    expect(screen.getByRole('heading', { name: 'Hello Biscuit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('that is not loaded yet shows the loading view first', async () => {
    const Chunk = screenChunk(async () => ({ default: Hello }), 'not-preloaded-screen');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Chunk name="Rex" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Rex' })).toBeInTheDocument();
  });
});
