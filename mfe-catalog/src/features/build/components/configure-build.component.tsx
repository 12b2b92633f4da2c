import { Link } from '@rv/shared-lib/router';
import { buildLines, buildQueryString, buildTotals } from '../../build-state';
import { formatDollars, formatMsrp, MSRP_LABEL } from '@rv/domain/format';
import { useBuildState } from '../hooks/use-build-state';
import { DecorChoices } from './decor-choices.component';
import { LoadState } from './load-state.component';
import { BuildWeights } from './build-weights.component';
import { OptionList } from './option-list.component';
import { PaymentEstimate } from './payment-estimate.component';
import styles from '../build.module.css';

interface Props { brandSlug: string; classSlug: string; referenceId: string }

/** Step 4: packages, options and decor, with the running total beside them. */
export function ConfigureBuild({ brandSlug, classSlug, referenceId }: Props) {
  const { query, model, update, toggle } = useBuildState(referenceId);
  return (
    <LoadState state={model} label="options">
      {(m) => {
        const lines = buildLines(m.options, query.options);
        const totals = buildTotals(m.basePrice, lines);
        const summary = `/build-my-rv/${brandSlug}/${classSlug}/${encodeURIComponent(referenceId)}/summary${buildQueryString({ ...query, year: m.modelYear })}`;
        return (
          <>
            <h1>Build your {m.name} <span className={styles.muted}>{m.modelYear}</span></h1>
            {m.years.length > 1 ? (
              <label>
                Model year{' '}
                <select value={m.modelYear} onChange={(e) => update({ year: Number(e.target.value), options: [] })}>
                  {m.years.map((y) => <option key={y} value={y}>{y}</option>)}
                </select>
              </label>
            ) : null}
            <div className={styles.layout}>
              <form aria-label="Options" onSubmit={(e) => e.preventDefault()}>
                <OptionList options={m.options} selected={query.options} onToggle={toggle} />
                <DecorChoices brandCode={m.brandCode} value={query.decor} onChange={(decor) => update({ decor })} />
              </form>
              <aside className={styles.totalBar} aria-label="Your build">
                <p>{MSRP_LABEL} {formatMsrp(m.basePrice)}</p>
                <p>Options: {formatDollars(totals.options, '-')} ({lines.length} chosen)</p>
                <p className={styles.total} role="status" aria-live="polite">Total: {totals.total === null ? 'TBD' : formatDollars(totals.total)}</p>
                <PaymentEstimate price={totals.total} />
                <BuildWeights model={m} optionsWeight={totals.weight} />
                <Link className="rv-button rv-button--primary rv-button--md" to={summary}>Review summary</Link>
              </aside>
            </div>
          </>
        );
      }}
    </LoadState>
  );
}
