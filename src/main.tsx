import './app/zod-jitless.ts';
import './ui/theme.css';
import { watchFirstInteraction } from './app/first-screen/first-interaction.ts';

// The entry: nothing but a choice, so the browser can paint before any script runs. A page the build
// prerendered (the offer and start pages) is already on screen: once it is painted, the entry asks
// for the first screen's files, all at once, and hydrates it (scripts/build/prerender.ts says why
// after the paint). Every other page renders the app at once (its HTML preloads the app's files).

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The longest wait, after the first frame, for the browser to report that frame as painted. */
const PAINT_REPORT_LIMIT_MS = 500;

function afterFirstPaint(run: () => void): void {
  if (document.visibilityState !== 'visible') {
    setTimeout(run, 0);
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
  };
  // The first contentful paint is reported once the frame is on screen. A timer after a frame
  // callback can fire before that: the screen's requests then start before the paint, and a phone
  // shares its first moments between them (Lighthouse counted them in the first paint in 3 loads of
  // 8). Without paint timing, the timer after the frame callback is all there is.
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
      })
    : null;
  observer?.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(start, observer ? PAINT_REPORT_LIMIT_MS : 0));
}

if (root.dataset.firstScreen) {
  // From now: the page is usable before its scripts come, and typing then is an interaction too.
  const onFirstInteraction = watchFirstInteraction(document);
  // The hydration starts in a task after the one that evaluates the screen's code (React's among it):
  // the two together made one long task on a slow phone (decision 0076).
  afterFirstPaint(() => void import('./app/first-screen/hydrate-first-screen.tsx').then(({ hydrateFirstScreen }) => setTimeout(() => hydrateFirstScreen(root, onFirstInteraction), 0)));
} else {
  void import('./app/app.tsx').then(({ renderApp }) => renderApp(root));
}
