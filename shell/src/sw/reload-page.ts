/** Loads the current URL again (through the service worker); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
