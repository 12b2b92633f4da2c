/** Space left between whatever stays at the top of the screen and the panel's title. */
const GAP = 8;

/**
 * Brings the just-opened filter panel into view with its title showing. Whatever sits at the top of the
 * screen after the scroll would cover the panel's top: the site masthead (the page's first `header`),
 * which slides back when the page scrolls up, or the fixed FILTERS / Sort By bar (`fixedBarHeight`),
 * which appears when it scrolls down (spec: screens and routes). The panel stops below the taller of the two. A panel
 * already showing in the upper half of the screen, below them, is left where it is.
 */
export function scrollPanelIntoView(panel: HTMLElement, fixedBarHeight: number): void {
  const masthead = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const covered = Math.max(masthead, fixedBarHeight) + GAP;
  const top = panel.getBoundingClientRect().top;
  if (top >= covered && top <= window.innerHeight / 2) return;
  window.scrollTo({ top: Math.max(0, window.scrollY + top - covered) });
}
