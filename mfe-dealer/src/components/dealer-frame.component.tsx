import { createContext, lazy, Suspense, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { RemoteErrorBoundary } from '@rv/shared-lib';
import { useLocation } from '@rv/shared-lib/router';
import { DealershipSelect } from '../features/dealership-select/components/dealership-select.component';
import { useDealershipChoice } from '../features/dealership-select/dealership-choice';
import type { RouteSelection } from '../features/dealer-tools/hooks/use-tools-selection';
import styles from './dealer-frame.module.css';

/** Below this width the dealer tools close on every route change (dealer spec: screens and routes, breakpoint 768). */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The QUICK-NAV panel and what it needs (the catalogue's search rules among them) load when it is first
 * opened, so they are not part of every portal page's first load (first-load budgets). A fresh lazy
 * component per attempt: React.lazy keeps a rejection, so a retry needs a new one.
 */
const lazyToolsPanel = () => lazy(() => import('../features/dealer-tools/components/dealer-tools-panel.component').then((m) => ({ default: m.DealerToolsPanel })));
/** Shared by every frame: once loaded, the panel opens at once on every page. */
const toolsPanel = lazyToolsPanel();

const SelectedDealershipContext = createContext<string>('');
/** The dealership chosen in the dropdown ('' while 'Please select location'). */
export const useSelectedDealership = () => useContext(SelectedDealershipContext);

/** The signed-in pages' top bar: the dealership dropdown and the Dealer Tools QUICK-NAV slide-out. */
export function DealerFrame({ route = {}, children }: { route?: RouteSelection; children: ReactNode }) {
  const { pathname } = useLocation();
  const [toolsOpen, setToolsOpen] = useState(false);
  // The Location choice is remembered per user across reloads (features/dealership-select).
  const [dealership, setDealership] = useDealershipChoice();
  const [DealerToolsPanel, setDealerToolsPanel] = useState(() => toolsPanel);
  const panelId = useId();
  useEffect(() => {
    if (window.matchMedia?.(MOBILE_QUERY).matches) setToolsOpen(false);
  }, [pathname]);
  return (
    <SelectedDealershipContext.Provider value={dealership}>
      <div className={styles.bar}>
        <DealershipSelect value={dealership} onChange={setDealership} />
        <button type="button" className={styles.toolsButton} aria-expanded={toolsOpen} aria-controls={panelId} onClick={() => setToolsOpen((o) => !o)}>
          Dealer Tools
        </button>
      </div>
      {toolsOpen ? (
        <RemoteErrorBoundary
          fallback={(_error, retry) => (
            <div id={panelId} role="alert" className="rv-remote-fallback">
              <p>Dealer Tools could not be loaded.</p>
              <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => { setDealerToolsPanel(() => lazyToolsPanel()); retry(); }}>Try again</button>
            </div>
          )}
        >
          <Suspense fallback={<p id={panelId} role="status" className={styles.toolsLoading}>Loading Dealer Tools…</p>}>
            <DealerToolsPanel id={panelId} route={route} onClose={() => setToolsOpen(false)} />
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
      <div className={styles.content}>{children}</div>
    </SelectedDealershipContext.Provider>
  );
}

