/**
 * Resolves once the page has finished its first load (the window load event), then when the browser is
 * idle: for work no visitor waits for (a pop-up, a carousel's auto-play), kept out of the page's start.
 */
export function afterPageLoad(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 0);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true })).then(idle);
}
