import type { FilterOption } from '@rv/shared-lib/catalog';
import { OptionCheckbox } from './option-checkbox.component';
import styles from '../filter-panel.module.css';

export interface CheckboxGroupProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
}

/** A group of checkboxes; disabled options sit last (spec: states and transitions) and each carries a tooltip with its label. */
export function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  if (options.length === 0) return null;
  const toggle = (code: string, checked: boolean) => onChange(checked ? [...selected, code] : selected.filter((v) => v !== code));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((o) => (
        <OptionCheckbox key={o.code} label={o.label} count={o.count} checked={selected.includes(o.code)} disabled={o.disabled} onChange={(c) => toggle(o.code, c)} />
      ))}
    </fieldset>
  );
}

export interface FlagCheckboxProps { label: string; checked: boolean; enabled: boolean; onChange(checked: boolean): void }

/** A boolean feature filter: enabled only when some filtered floorplan has it (spec: states and transitions). */
export function FlagCheckbox({ label, checked, enabled, onChange }: FlagCheckboxProps) {
  return <OptionCheckbox label={label} checked={checked} disabled={!enabled} onChange={onChange} />;
}
