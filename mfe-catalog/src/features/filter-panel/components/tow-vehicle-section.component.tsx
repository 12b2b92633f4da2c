import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@rv/ui-kit';
import { matchingTowPreset, towFilterSummary, towPresetLimits } from '@rv/shared-lib/catalog';
import { parsePounds, TOW_SAFETY_MARGIN, TOW_VEHICLES, type TowVehicleLimits } from '@rv/domain/towing';
import { SectionGlossary } from '../../glossary/components/section-glossary.component';
import styles from '../filter-panel.module.css';

export interface TowVehicleSectionProps {
  value: TowVehicleLimits | null;
  /** null removes the filter. */
  onChange(value: TowVehicleLimits | null): void;
}

/** The messages for a rating the visitor typed that is not whole pounds up to 40,000. */
export const TOW_INPUT_ERRORS = {
  towingCapacity: 'Towing capacity must be a whole number of pounds, up to 40,000.',
  payload: 'Payload must be a whole number of pounds, up to 40,000.',
} as const;

const text = (limits: TowVehicleLimits | null) => ({ towingCapacity: limits ? String(limits.towingCapacity) : '', payload: limits ? String(limits.payload) : '' });

/**
 * 'My tow vehicle': a preset or the vehicle's two ratings; floorplans over either limit (with the
 * product advisor's safety margin) are hidden. The choice is a filter like any other, so it lives in the URL.
 */
export function TowVehicleSection({ value, onChange }: TowVehicleSectionProps) {
  const id = useId();
  const [draft, setDraft] = useState(text(value));
  const [error, setError] = useState<keyof typeof TOW_INPUT_ERRORS | null>(null);
  useEffect(() => setDraft(text(value)), [value]);
  const preset = matchingTowPreset(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const towingCapacity = parsePounds(draft.towingCapacity);
    const payload = parsePounds(draft.payload);
    if (towingCapacity === null) return setError('towingCapacity');
    if (payload === null) return setError('payload');
    setError(null);
    onChange({ towingCapacity, payload });
  };
  const usable = `${100 - TOW_SAFETY_MARGIN * 100}%`;
  return (
    <div className={styles.tow}>
      <SectionGlossary section="towVehicle" />
      <p className={styles.hint}>Hide floorplans your vehicle should not tow: GVWR within {usable} of its towing capacity, hitch weight within {usable} of its payload.</p>
      <div className={styles.presets} role="group" aria-label="Tow vehicle presets">
        {TOW_VEHICLES.map((v) => (
          <Button key={v.id} theme="secondary" size="sm" aria-pressed={preset?.id === v.id} onClick={() => { setError(null); onChange(towPresetLimits(v)); }}>
            {v.label}
          </Button>
        ))}
      </div>
      <form className={styles.towForm} onSubmit={submit} aria-label="Tow vehicle ratings" noValidate>
        <label className={styles.field}>
          Towing capacity (lb)
          <input inputMode="numeric" value={draft.towingCapacity} aria-invalid={error === 'towingCapacity'} aria-describedby={error === 'towingCapacity' ? `${id}-error` : undefined}
            onChange={(e) => setDraft({ ...draft, towingCapacity: e.target.value })} />
        </label>
        <label className={styles.field}>
          Payload (lb)
          <input inputMode="numeric" value={draft.payload} aria-invalid={error === 'payload'} aria-describedby={error === 'payload' ? `${id}-error` : undefined}
            onChange={(e) => setDraft({ ...draft, payload: e.target.value })} />
        </label>
        <Button type="submit" size="sm">Apply</Button>
      </form>
      {error ? <p id={`${id}-error`} role="alert" className={styles.error}>{TOW_INPUT_ERRORS[error]}</p> : null}
      {value ? (
        <p className={styles.towActive}>
          Showing floorplans for {towFilterSummary(value)}.{' '}
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>Remove tow vehicle</button>
        </p>
      ) : null}
    </div>
  );
}
