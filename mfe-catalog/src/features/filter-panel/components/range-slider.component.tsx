import { useEffect, useId, useRef, useState } from 'react';
import type { SliderBounds, SliderValue } from '@rv/shared-lib/catalog';
import { formatFilterValue } from '@rv/domain/format';
import styles from '../filter-panel.module.css';

export interface RangeSliderProps {
  filterKey: string;
  label: string;
  bounds: SliderBounds;
  value: SliderValue | undefined;
  step?: number;
  /** null clears the filter: the full range would drop floorplans that have no value for the key. */
  onCommit(value: SliderValue | null): void;
}

/** How long a slider waits after the last move before it filters, so a drag is one search and one history entry. */
export const SLIDER_COMMIT_DELAY_MS = 400;

/**
 * Aggregate bounds are raw values (a $79,795 floorplan); a native range input only reaches min + k * step,
 * so the ends widen to whole steps and round choices ($80,000) stay reachable.
 */
export function alignBounds(bounds: SliderBounds, step: number): SliderBounds {
  return { min: Math.floor(bounds.min / step) * step, max: Math.ceil(bounds.max / step) * step };
}

/** A two-handle range as two native range inputs: keyboard and screen reader behaviour come with them. */
export function RangeSlider({ filterKey, label, bounds: raw, value, step = 1, onCommit }: RangeSliderProps) {
  const id = useId();
  const bounds = alignBounds(raw, step);
  const from = Math.max(bounds.min, value?.from ?? bounds.min);
  const to = Math.min(bounds.max, value?.to ?? bounds.max);
  const [draft, setDraft] = useState({ from, to });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft({ from, to }), [from, to]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: { from: number; to: number }) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const full = next.from <= bounds.min && next.to >= bounds.max;
      onCommit(full ? null : { from: next.from, to: next.to });
    }, SLIDER_COMMIT_DELAY_MS);
  };
  const text = (n: number) => formatFilterValue(filterKey, n);
  return (
    <div className={styles.slider} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.sliderHeader}>
        <span id={`${id}-label`} className={styles.legend}>{label}</span>
        <output aria-live="polite">{draft.from === draft.to ? text(draft.from) : `${text(draft.from)} - ${text(draft.to)}`}</output>
      </div>
      <input
        type="range" aria-label={`Minimum ${label}`} aria-valuetext={text(draft.from)} min={bounds.min} max={bounds.max} step={step}
        value={draft.from} onChange={(e) => change({ from: Math.min(Number(e.target.value), draft.to), to: draft.to })}
      />
      <input
        type="range" aria-label={`Maximum ${label}`} aria-valuetext={text(draft.to)} min={bounds.min} max={bounds.max} step={step}
        value={draft.to} onChange={(e) => change({ from: draft.from, to: Math.max(Number(e.target.value), draft.from) })}
      />
    </div>
  );
}
