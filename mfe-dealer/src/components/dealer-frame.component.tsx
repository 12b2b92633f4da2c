import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DealershipSelect } from '../features/dealership-select/components/dealership-select.component';
import { DealerToolsPanel } from '../features/dealer-tools/components/dealer-tools-panel.component';
import type { RouteSelection } from '../features/dealer-tools/hooks/use-tools-selection';
import styles from './dealer-frame.module.css';

/** Below this width the dealer tools close on every route change (spec dealer §2, breakpoint 768). */
export const MOBILE_QUERY = '(max-width: 767px)';

const SelectedDealershipContext = createContext<string>('');
/** The dealership chosen in the dropdown ('' while 'Please select location'). */
export const useSelectedDealership = () => useContext(SelectedDealershipContext);

/** The signed-in pages' top bar: the dealership dropdown and the Dealer Tools QUICK-NAV slide-out. */
export function DealerFrame({ route = {}, children }: { route?: RouteSelection; children: ReactNode }) {
  const { pathname } = useLocation();
  const [toolsOpen, setToolsOpen] = useState(false);
  const [dealership, setDealership] = useState('');
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
      {toolsOpen ? <DealerToolsPanel id={panelId} route={route} onClose={() => setToolsOpen(false)} /> : null}
      <div className={styles.content}>{children}</div>
    </SelectedDealershipContext.Provider>
  );
}

