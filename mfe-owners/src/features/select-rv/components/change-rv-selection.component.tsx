import { lazy, Suspense, useState } from 'react';
import { useSelectedBrand } from '../hooks/use-selected-brand';
import styles from '../select-rv.module.css';

/** The modal's code (and its brands call) loads on the tap that opens it: no page shows it open on arrival. */
const SelectRvModal = lazy(() => import('./select-rv-modal.component').then((m) => ({ default: m.SelectRvModal })));

/**
 * 'Change RV Selection' (spec: screens and routes): forgets the selected brand and opens the select-an-RV modal.
 * `hideButton` hides only the link: clearing the brand must not unmount the modal it just opened.
 */
export function ChangeRvSelection({ label = 'Change RV Selection', hideButton = false }: { label?: string; hideButton?: boolean }) {
  const { select } = useSelectedBrand();
  const [open, setOpen] = useState(false);
  return (
    <>
      {hideButton ? null : <button type="button" className={styles.change} onClick={() => { select(null); setOpen(true); }}>{label}</button>}
      {open ? <Suspense fallback={<span role="status">Loading…</span>}><SelectRvModal open onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
