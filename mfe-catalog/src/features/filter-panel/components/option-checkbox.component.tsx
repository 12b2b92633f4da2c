import { useId, useState, type KeyboardEvent } from 'react';
import styles from '../filter-panel.module.css';

export interface OptionCheckboxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Floorplans with this option under the other filters, when known. */
  count?: number | null;
  onChange(checked: boolean): void;
}

/**
 * A filter option with its tooltip (spec: screens and routes: the label shows next to options). The tooltip sits outside the
 * <label> so it does not repeat in the accessible name; the checkbox points at it as its description, it
 * shows on hover and on keyboard focus, and Escape hides it without moving focus (WCAG 1.4.13).
 */
export function OptionCheckbox({ label, checked, disabled, count = null, onChange }: OptionCheckboxProps) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !dismissed) {
      event.stopPropagation();
      setDismissed(true);
    }
  };
  return (
    <div
      className={`${styles.option}${disabled ? ` ${styles.optionDisabled}` : ''}${dismissed ? ` ${styles.tooltipDismissed}` : ''}`}
      onMouseLeave={() => setDismissed(false)} onBlur={() => setDismissed(false)}
    >
      <label className={styles.optionLabel}>
        <input type="checkbox" checked={checked} disabled={disabled} aria-describedby={tipId} onKeyDown={onKeyDown} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
        {count !== null ? <span className={styles.count}>({count})</span> : null}
      </label>
      <span id={tipId} role="tooltip" className={styles.tooltip}>{label}</span>
    </div>
  );
}
