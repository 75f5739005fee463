import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_FILES_ATTRIBUTE, prefetchFlow } from './flow-prefetch.ts';

// The flow's files asked for ahead: each file named on the root once, as a module preload (fetched
// and compiled, not run), whatever the calls, and none the page or Vite's loader asked for already;
// a few a task, the browser free between them.

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const noPause = () => Promise.resolve();

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

function rootNaming(files: string): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute(FLOW_FILES_ATTRIBUTE, files);
  document.body.append(root);
  return root;
}

describe('the flow’s files fetched ahead', () => {
  it('asks for every file named on the root once, as a module preload', async () => {
    const root = rootNaming('/assets/machine.js /assets/contract.js');
    await prefetchFlow(root, noPause);
    await prefetchFlow(root, noPause);
    expect(preloads()).toEqual(['/assets/machine.js', '/assets/contract.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('leaves out a file already asked for (by the page or by the loader of an import)', async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/machine.js">';
    await prefetchFlow(rootNaming('/assets/machine.js /assets/contract.js'), noPause);
    expect(preloads()).toEqual(['/assets/machine.js', '/assets/contract.js']);
  });

  it('asks for nothing on a page that names no files', async () => {
    await prefetchFlow(rootNaming(''), noPause);
    expect(preloads()).toEqual([]);
  });

  it('asks for a few files a task, and not again for one an import asked for meanwhile', async () => {
    const files = Array.from({ length: 7 }, (_, i) => `/assets/f${i}.js`);
    const seenAtPauses: string[][] = [];
    const pause = async () => {
      seenAtPauses.push(preloads());
      // Vite's loader, as a step's import runs between two tasks.
      if (seenAtPauses.length === 1) document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" crossorigin href="/assets/f4.js">');
    };
    await prefetchFlow(rootNaming(files.join(' ')), pause);
    expect(seenAtPauses).toEqual([files.slice(0, 3), [...files.slice(0, 3), '/assets/f4.js', '/assets/f3.js', '/assets/f5.js']]);
    expect(preloads()).toEqual([...files.slice(0, 3), '/assets/f4.js', '/assets/f3.js', '/assets/f5.js', '/assets/f6.js']);
  });
});
