import './index.css';

/**
 * Resolves once the browser has painted a frame. A hidden tab paints nothing (and runs no animation
 * frames), so there it resolves at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve));
  });

// The app's code is requested only after the first paint: a page the server rendered paints from
// its HTML and stylesheet, which then have the connection to themselves.
await afterFirstPaint();
await import('./boot');
