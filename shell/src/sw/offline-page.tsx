import { useEffect, useRef } from 'react';
import { readRuntimeConfig } from '@rv/shared-lib';
import { reloadPage } from './reload-page';

/**
 * Shown inside the layout when the service worker answered a page it has not saved and the network
 * is down. Try again reloads; following a link loads that page the same way, so a saved
 * floorplan page opens and an unsaved one comes back here.
 */
export function OfflinePage({ pathname }: { pathname: string }) {
  const shownFor = useRef(pathname);
  useEffect(() => {
    document.title = `You are offline | ${readRuntimeConfig().companyName}`;
  }, []);
  useEffect(() => {
    if (pathname !== shownFor.current) reloadPage();
  }, [pathname]);
  return (
    <section className="rv-container" aria-labelledby="rv-offline-title">
      <h1 id="rv-offline-title">You are offline</h1>
      <p>This page is not saved on this device. Floorplans you have already looked at still open without a connection.</p>
      <button type="button" className="rv-button rv-button--primary" onClick={reloadPage}>
        Try again
      </button>
    </section>
  );
}
