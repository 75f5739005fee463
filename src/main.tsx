import './ui/theme.css';

// The entry: nothing but a choice, so the browser can paint before any script runs. A page the build
// prerendered (the offer and start pages) is already on screen: once it is painted, the entry asks
// for the first screen's files, all at once, and hydrates it (scripts/build/prerender.ts says why
// after the paint). Every other page renders the app at once (its HTML preloads the app's files).

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function afterFirstPaint(run: () => void): void {
  // A frame callback runs just before a paint; the timer after it, once the frame is on screen.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

if (root.dataset.firstScreen) {
  afterFirstPaint(() => void import('./app/first-screen/hydrate-first-screen.tsx').then(({ hydrateFirstScreen }) => hydrateFirstScreen(root)));
} else {
  void import('./app/app.tsx').then(({ renderApp }) => renderApp(root));
}
