import { useId } from 'react';
import { Link } from '@rv/shared-lib/router';
import { towVehiclePreset, useTowVehicle, type ChosenTowVehicle } from '../../build-state';
import { formatWeight } from '@rv/domain/format';
import { TOW_VEHICLES } from '@rv/domain/towing';
import controls from '../../form-controls/form-controls.module.css';
import styles from '../build.module.css';

const describe = (v: ChosenTowVehicle) => `${v.label} (${formatWeight(v.towingCapacity)} towing, ${formatWeight(v.payload)} payload)`;

/**
 * The tow vehicle a build is checked against: the one chosen in the product advisor (remembered in this
 * browser), a preset, or none. Changing it here changes it everywhere.
 */
export function TowVehiclePicker() {
  const [vehicle, choose] = useTowVehicle();
  const id = useId();
  const custom = vehicle?.id === 'custom' ? vehicle : null;
  return (
    <div className={`${controls.field} ${styles.towPicker}`}>
      <label htmlFor={id} className={controls.label}>Tow vehicle</label>
      <select id={id} className={controls.control} value={vehicle?.id ?? ''} onChange={(e) => choose(e.target.value === 'custom' ? custom : towVehiclePreset(e.target.value) ?? null)}>
        <option value="">None chosen</option>
        {TOW_VEHICLES.map((v) => <option key={v.id} value={v.id}>{describe(towVehiclePreset(v.id)!)}</option>)}
        {custom ? <option value="custom">{describe(custom)}</option> : null}
      </select>
      <Link to="/product-advisor">Enter your vehicle&apos;s ratings</Link>
    </div>
  );
}
