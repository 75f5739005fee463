// The flow's files fetched ahead, without running them. The flow is evaluated in steps, one import
// a task (hydrate-first-screen.tsx), and each import fetched its own files only when the one before
// had run: on a slow network the steps waited a round trip each, and the flow came after the
// applicant had pressed Next. The build writes the flow's files on the page's root element
// (scripts/build/prerender.ts); as the flow starts to load, module preloads fetch and compile them
// all in parallel (decision 0052), and the steps then find them in the browser's module map.
// Asking for a file holds the main thread for a moment (the browser starts the request there): the
// 21 files asked for in one task took 25 to 35 ms on a desktop CPU, which Lighthouse counts as a
// phone's 100 ms or more (decision 0076), so a few files are asked for in each task, the browser
// free between them.

/** The root element's attribute the build writes the flow's files in, space-separated. */
export const FLOW_FILES_ATTRIBUTE = 'data-flow-files';

/** How many files are asked for in one task. */
const FILES_PER_TASK = 3;

/**
 * Asks for the flow's files named on the root element, a few a task with `pause` between them;
 * nothing twice, whatever the calls. Resolves once every file has been asked for.
 */
export async function prefetchFlow(root: HTMLElement, pause: () => Promise<void>): Promise<void> {
  const files = (root.getAttribute(FLOW_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const document = root.ownerDocument;
  for (let first = 0; first < files.length; first += FILES_PER_TASK) {
    if (first > 0) await pause();
    // Read again each task: an import may have asked for some meanwhile (Vite's loader adds its own).
    const known = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    for (const file of files.slice(first, first + FILES_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      if (known.has(link.href)) continue;
      known.add(link.href);
      document.head.appendChild(link);
    }
  }
}
