import { useState } from 'react';
import { useSelectedBrand } from '../hooks/use-selected-brand';
import { SelectRvModal } from './select-rv-modal.component';
import styles from '../select-rv.module.css';

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
      <SelectRvModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
