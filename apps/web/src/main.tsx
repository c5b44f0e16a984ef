import './index.css';

/**
 * Resolves once the browser has shown the page's first content. A page that arrived empty (the
 * dashboard, which the app itself renders) shows nothing before the app runs, nor does a hidden
 * tab, so there it resolves at once; so it does where the browser does not report paints.
 */
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const willPaint =
      document.visibilityState === 'visible' &&
      document.getElementById('root')?.hasChildNodes() &&
      PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!willPaint) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

// The app's code is requested only once the page shows its content: a page the server rendered
// paints from its HTML and stylesheet, which then have the connection to themselves. (A painted
// frame is not enough: the browser reports the paint when the frame reaches the screen, later.)
await afterFirstContentfulPaint();
await import('./boot');
