import { useState } from 'react';
import { useSelectedBrand } from '../hooks/use-selected-brand';
import { SelectRvModal } from './select-rv-modal.component';
import styles from '../select-rv.module.css';

/** 'Change RV Selection' (spec §2): forgets the selected brand and opens the select-an-RV modal. */
export function ChangeRvSelection({ label = 'Change RV Selection' }: { label?: string }) {
  const { select } = useSelectedBrand();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.change} onClick={() => { select(null); setOpen(true); }}>{label}</button>
      <SelectRvModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
