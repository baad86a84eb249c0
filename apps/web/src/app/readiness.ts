/** Readiness: up to 15 checks at 200 ms, then a 200 ms settle delay (part-2 §4 "Start-up", §9). */
export const READINESS_TRIES = 15;
export const READINESS_INTERVAL_MS = 200;
export const READINESS_SETTLE_MS = 200;

function isDocumentReady(): boolean {
  return document.readyState !== 'loading' && document.getElementById('root') !== null;
}

/**
 * Resolves when the page may render: once the document is ready (or after the last of 15 checks),
 * plus the settle delay. Until then the server's HTML stays on screen: the page's pre-rendered
 * first frame, or the 'Loading application...' start-up screen of index.html.
 */
export function waitForReadiness(isReady: () => boolean = isDocumentReady): Promise<void> {
  return new Promise((resolve) => {
    let tries = 0;
    const check = () => {
      tries++;
      if (isReady() || tries >= READINESS_TRIES) setTimeout(resolve, READINESS_SETTLE_MS);
      else setTimeout(check, READINESS_INTERVAL_MS);
    };
    check();
  });
}
