import { buildWeight, towWarnings, useTowVehicle, type BuildModelOptions } from '../../build-state';
import { formatWeight } from '@rv/domain/format';
import { TowVehiclePicker } from './tow-vehicle-picker.component';
import styles from '../build.module.css';

interface Props {
  model: Pick<BuildModelOptions, 'shippingWeight' | 'carryingCapacity' | 'hitchWeight' | 'fifthWheel'>;
  /** What the chosen options weigh together, lb. */
  optionsWeight: number;
  /** The tow vehicle choice is left off the printed sheet. */
  picker?: boolean;
}

/**
 * The build's weights beside its price, updated as options are added: estimated weight, hitch or pin
 * weight and the cargo capacity left; with a tow vehicle chosen, whether the build is over its ratings.
 */
export function BuildWeights({ model, optionsWeight, picker = true }: Props) {
  const [vehicle] = useTowVehicle();
  const weight = buildWeight(model, optionsWeight);
  if (!weight) return <p className={styles.muted}>This floorplan&apos;s weights are not published yet; ask your dealer.</p>;
  const warnings = towWarnings(weight, vehicle);
  return (
    <section aria-label="Weight of your build" className={styles.weights}>
      <dl aria-live="polite" data-testid="build-weights">
        <div><dt>Estimated weight</dt><dd data-testid="build-weight">{formatWeight(weight.estimatedWeight)}</dd></div>
        <div><dt>{weight.hitchLabel}</dt><dd data-testid="build-hitch-weight">{formatWeight(weight.hitchWeight)}</dd></div>
        <div><dt>Cargo capacity left</dt><dd data-testid="build-cargo">{weight.remainingCargo > 0 ? formatWeight(weight.remainingCargo) : 'None'}</dd></div>
        <div><dt>GVWR</dt><dd>{formatWeight(weight.gvwr)}</dd></div>
      </dl>
      <p className={styles.note}>Options add {optionsWeight > 0 ? formatWeight(weight.optionsWeight) : '0 lb'}; estimates before water, propane and gear.</p>
      {picker ? <div className={styles.noPrint}><TowVehiclePicker /></div> : null}
      {warnings.length ? (
        <div role="alert">
          {warnings.map((w) => <p key={w.kind} className={w.kind === 'inside-margin' ? styles.notice : styles.warning} data-warning={w.kind}>{w.message}</p>)}
        </div>
      ) : vehicle ? <p className={styles.note}>Within your {vehicle.label.toLowerCase()}&apos;s towing capacity and payload, with the safety margin we recommend.</p> : null}
    </section>
  );
}
