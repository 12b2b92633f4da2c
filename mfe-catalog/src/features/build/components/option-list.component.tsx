import { EXTERIOR_PAINT_GROUP, includedBy, optionDisplayName, type BuildOption } from '../../build-state';
import { formatDollars, formatWeight } from '@rv/domain/format';
import styles from '../build.module.css';

interface Props { options: readonly BuildOption[]; selected: readonly string[]; onToggle(code: string): void }

/** Option packages first, then the individual options by group (exterior paint as one choice); an option a chosen package includes is shown as included. */
export function OptionList({ options, selected, onToggle }: Props) {
  const packages = options.filter((o) => o.kind === 'package');
  const groups = [...new Set(options.filter((o) => o.kind === 'option').map((o) => o.group))];
  if (options.length === 0) return <p>This floorplan comes fully equipped: it has no options to add.</p>;
  const paintChosen = options.find((o) => o.group === EXTERIOR_PAINT_GROUP && selected.includes(o.code));
  const row = (o: BuildOption) => {
    const pkg = includedBy(options, selected, o.code);
    const includes = o.includes.map((c) => options.find((x) => x.code === c)?.name).filter(Boolean);
    // Paints are one choice (toggleOption keeps one), so they are radio buttons.
    const paint = o.group === EXTERIOR_PAINT_GROUP;
    return (
      <label key={o.code} className={styles.choice}>
        <input type={paint ? 'radio' : 'checkbox'} name={paint ? 'exterior-paint' : undefined} checked={selected.includes(o.code) || Boolean(pkg)} disabled={Boolean(pkg)} onChange={() => onToggle(o.code)} />
        <span>
          {optionDisplayName(o)}
          {pkg ? <span className={styles.note}>Included in {optionDisplayName(pkg)}</span> : null}
          {includes.length ? <span className={styles.note}>Includes {includes.join(', ')}</span> : null}
          {o.weight > 0 ? <span className={styles.note}>Adds {formatWeight(o.weight)}</span> : null}
        </span>
        <span>{formatDollars(o.price)}</span>
      </label>
    );
  };
  return (
    <>
      {packages.length ? (
        <fieldset className={styles.fieldset}>
          <legend>Option packages</legend>
          {packages.map(row)}
        </fieldset>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group} className={styles.fieldset}>
          <legend>{group}</legend>
          {group === EXTERIOR_PAINT_GROUP ? (
            <label className={styles.choice}>
              <input type="radio" name="exterior-paint" checked={!paintChosen} onChange={() => paintChosen && onToggle(paintChosen.code)} />
              <span>Standard graphics</span>
              <span>Included</span>
            </label>
          ) : null}
          {options.filter((o) => o.kind === 'option' && o.group === group).map(row)}
        </fieldset>
      ))}
    </>
  );
}
