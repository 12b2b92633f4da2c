import { useResource } from '@rv/shared-lib';
import { brandByCode } from '@rv/domain';
import { fetchDecors } from '../api/build-steps.resource';
import styles from '../build.module.css';

interface Props { brandCode: string; value: string | null; onChange(code: string): void }

/** Interior decor, one of the brand's decor_option documents; a failed load leaves the build without a decor, not broken. */
export function DecorChoices({ brandCode, value, onChange }: Props) {
  const leadSlug = brandByCode(brandCode)?.slug ?? '';
  const decors = useResource(`decors:${leadSlug}`, () => fetchDecors(leadSlug));
  if (decors.status === 'loading') return <p role="status">Loading decor choices…</p>;
  if (decors.status === 'error' || decors.data.length === 0) return <p>Decor choices are not available right now; your dealer can help you choose.</p>;
  return (
    <fieldset className={styles.fieldset}>
      <legend>Decor</legend>
      {decors.data.map((d) => (
        <label key={d.code} className={styles.choice}>
          <input type="radio" name="decor" value={d.code} checked={value === d.code} onChange={() => onChange(d.code)} />
          <span>
            {d.name}
            <span className={styles.note}>{d.description}</span>
          </span>
          <span className={styles.swatches} aria-hidden="true">{d.palette.map((c) => <i key={c} style={{ background: c }} />)}</span>
        </label>
      ))}
    </fieldset>
  );
}
