import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_FILES_ATTRIBUTE, prefetchFlow } from './flow-prefetch.ts';

// The flow's files asked for ahead: each file named on the root once, as a module preload (fetched
// and compiled, not run), whatever the calls, and none the page or Vite's loader asked for already.

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

function rootNaming(files: string): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute(FLOW_FILES_ATTRIBUTE, files);
  document.body.append(root);
  return root;
}

describe('the flow’s files fetched ahead', () => {
  it('asks for every file named on the root once, as a module preload', () => {
    const root = rootNaming('/assets/machine.js /assets/contract.js');
    prefetchFlow(root);
    prefetchFlow(root);
    expect(preloads()).toEqual(['/assets/machine.js', '/assets/contract.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('leaves out a file already asked for (by the page or by the loader of an import)', () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/machine.js">';
    prefetchFlow(rootNaming('/assets/machine.js /assets/contract.js'));
    expect(preloads()).toEqual(['/assets/machine.js', '/assets/contract.js']);
  });

  it('asks for nothing on a page that names no files', () => {
    prefetchFlow(rootNaming(''));
    expect(preloads()).toEqual([]);
  });
});
