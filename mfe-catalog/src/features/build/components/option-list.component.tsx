import { includedBy, optionDisplayName, type BuildOption } from '../../build-state';
import { formatDollars, formatWeight } from '@rv/domain/format';
import styles from '../build.module.css';

interface Props { options: readonly BuildOption[]; selected: readonly string[]; onToggle(code: string): void }

/** Option packages first, then the individual options by group; an option a chosen package includes is shown as included. */
export function OptionList({ options, selected, onToggle }: Props) {
  const packages = options.filter((o) => o.kind === 'package');
  const groups = [...new Set(options.filter((o) => o.kind === 'option').map((o) => o.group))];
  if (options.length === 0) return <p>This floorplan comes fully equipped: it has no options to add.</p>;
  const row = (o: BuildOption) => {
    const pkg = includedBy(options, selected, o.code);
    const includes = o.includes.map((c) => options.find((x) => x.code === c)?.name).filter(Boolean);
    return (
      <label key={o.code} className={styles.choice}>
        <input type="checkbox" checked={selected.includes(o.code) || Boolean(pkg)} disabled={Boolean(pkg)} onChange={() => onToggle(o.code)} />
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
          {options.filter((o) => o.kind === 'option' && o.group === group).map(row)}
        </fieldset>
      ))}
    </>
  );
}
