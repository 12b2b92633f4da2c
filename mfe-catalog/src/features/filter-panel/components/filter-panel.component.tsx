import { Fragment } from 'react';
import { Accordion, inertWhen } from '@rv/ui-kit';
import { clearAllFilters, hasActiveFilters, hasToyHaulerResults, type AggregatePair, type FilterState, type SliderValue } from '@rv/shared-lib/catalog';
import { useFilterPanelUi } from '../filter-panel.store';
import { useFocusKeptWhileInert } from '../hooks/use-focus-kept-while-inert';
import { allSectionKeys, visibleSections } from '../filter-sections';
import { FilterControls } from './filter-section.component';
import { onDemand } from '../../on-demand/on-demand';
import styles from '../filter-panel.module.css';

/** A section's terms and 'My Tow Vehicle' are drawn only once a section opens: their code comes then, not with the first load. */
const SectionGlossary = onDemand(() => import('../../glossary/components/section-glossary.component').then((m) => m.SectionGlossary), 'the terms explained');
const TowVehicleSection = onDemand(() => import('./tow-vehicle-section.component').then((m) => m.TowVehicleSection), 'the tow vehicle filter');

export interface FilterPanelProps {
  id: string;
  title: string;
  state: FilterState;
  aggregates: AggregatePair | null;
  loading: boolean;
  brandPage: boolean;
  brandGroups: readonly string[];
  /** A filter changed: the next state and the key that changed (Browse By reads it). */
  onChange(next: FilterState, changedKey: string): void;
  onClearAll(next: FilterState): void;
  /** The current sort is one the shopper chose with Sort By on this page: Clear All keeps it. */
  sortChosen?: boolean;
}

/**
 * The RV Finder filter panel (spec: screens and routes): accordion sections in order, each with a 'filters active' mark;
 * Clear All only when something is selected; sections wait for the aggregates. While results load the
 * panel is dimmed and inert (spec: states and transitions: not interactive), and focus returns to the control that had it.
 * each section lists the glossary terms it uses, and 'My Tow Vehicle' follows Weight.
 */
export function FilterPanel({ id, title, state, aggregates, loading, brandPage, brandGroups, onChange, onClearAll, sortChosen = false }: FilterPanelProps) {
  const { sectionsOpen, setSection, closeSections } = useFilterPanelUi();
  const panelRef = useFocusKeptWhileInert(loading);
  const context = { brandPage, hasToyHaulers: hasToyHaulerResults(aggregates) };
  const headingId = `${id}-title`;

  const select = (key: string, values: string[]) => {
    const next = { ...state.selected, [key]: values };
    if (values.length === 0) delete next[key];
    onChange({ ...state, selected: next }, key);
  };
  const slide = (key: string, value: SliderValue | null) => {
    const next = { ...state.sliders };
    if (value) next[key] = value;
    else delete next[key];
    onChange({ ...state, sliders: next }, key);
  };
  const rooms = (priority: string | undefined, location: string | undefined) => {
    const next: Record<string, string[]> = { ...state.selected, room_priority: priority ? [priority] : [], room_location: location ? [location] : [] };
    if (!priority) delete next.room_priority;
    if (!location) delete next.room_location;
    onChange({ ...state, selected: next }, 'room_priority');
  };
  const active = (keys: string[]) => keys.some((k) => state.selected[k]?.length || state.sliders[k]);

  return (
    <section ref={panelRef} id={id} {...inertWhen(loading)} className={`${styles.panel}${loading ? ` ${styles.loading}` : ''}`} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.title}>{title}</h2>
        {hasActiveFilters(state) ? (
          <button type="button" className={styles.linkButton} onClick={() => { closeSections(); onClearAll(clearAllFilters(state, { sortChosen })); }}>Clear All</button>
        ) : null}
      </div>
      {aggregates === null ? (
        <p role="status" className={styles.waiting}>{loading ? 'Loading filters…' : 'Filters are unavailable right now.'}</p>
      ) : visibleSections(context).map((s) => (
        <Fragment key={s.id}>
          <Accordion
            title={s.title} headingLevel={3} open={sectionsOpen[s.id] ?? false} onToggle={(open) => setSection(s.id, open)} renderWhenOpened
            badge={active(allSectionKeys(s.id)) ? 'filters active' : undefined}
          >
            <SectionGlossary section={s.id} />
            <FilterControls
              section={s.id} context={context} selected={state.selected} sliders={state.sliders} aggregates={aggregates}
              brandGroups={brandGroups} onSelect={select} onSlide={slide} onRooms={rooms}
            />
          </Accordion>
          {s.id === 'weight' ? (
            <Accordion
              title="My Tow Vehicle" headingLevel={3} open={sectionsOpen.towVehicle ?? false} onToggle={(open) => setSection('towVehicle', open)} renderWhenOpened
              badge={state.towVehicle ? 'filters active' : undefined}
            >
              <TowVehicleSection value={state.towVehicle ?? null} onChange={(towVehicle) => onChange({ ...state, towVehicle }, 'towVehicle')} />
            </Accordion>
          ) : null}
        </Fragment>
      ))}
    </section>
  );
}
