// The flow's files fetched ahead, without running them. The flow is evaluated in steps, one import
// a task (hydrate-first-screen.tsx), and each import fetched its own files only when the one before
// had run: on a slow network the steps waited a round trip each, and the flow came after the
// applicant had pressed Next. The build writes the flow's files on the page's root element
// (scripts/build/prerender.ts); as the flow starts to load, module preloads fetch and compile them
// all in parallel (decision 0052), and the steps then find them in the browser's module map.

/** The root element's attribute the build writes the flow's files in, space-separated. */
export const FLOW_FILES_ATTRIBUTE = 'data-flow-files';

/** Asks for the flow's files named on the root element; nothing twice, whatever the calls. */
export function prefetchFlow(root: HTMLElement): void {
  const files = (root.getAttribute(FLOW_FILES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const known = new Set([...root.ownerDocument.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const file of files) {
    const link = root.ownerDocument.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    if (known.has(link.href)) continue;
    root.ownerDocument.head.appendChild(link);
  }
}
