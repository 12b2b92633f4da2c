import {
  booleanEnabled, brandCodeQuery, PROPANE_TANK_COUNTS, SIZE_CLASSES, sliderBounds, sliderVisible, termOptions, type AggregatePair, type FilterKeyDefinition, type FilterSection, type SliderValue,
} from '@rv/shared-lib/catalog';
import { ALL_BRAND_OPTIONS } from '@rv/domain';
import { titleFromSlug } from '@rv/domain/format';
import { SLIDER_STEPS, sectionKeys, type SectionContext } from '../filter-sections';
import { CheckboxGroup, FlagCheckbox } from './checkbox-group.component';
import { RangeSlider } from './range-slider.component';
import { RoomSelects } from './room-selects.component';

export interface FilterControlsProps {
  section: FilterSection;
  context: SectionContext;
  selected: Record<string, string[]>;
  sliders: Record<string, SliderValue>;
  aggregates: AggregatePair | null;
  /** Dealer mode: brand options limited to these groups. */
  brandGroups: readonly string[];
  onSelect(key: string, values: string[]): void;
  onSlide(key: string, value: SliderValue | null): void;
  onRooms(priority: string | undefined, location: string | undefined): void;
}

const brandLabel = (code: string) => ALL_BRAND_OPTIONS.find((o) => o.value === code)?.label ?? code;
const fixedCodes: Record<string, readonly string[]> = { size: SIZE_CLASSES, number_of_propane_tanks: PROPANE_TANK_COUNTS };

function brandCodes(aggregates: AggregatePair | null, groups: readonly string[]): string[] | undefined {
  if (groups.length === 0) return undefined;
  const codes = ALL_BRAND_OPTIONS.map((o) => o.value).filter((code) => {
    const q = brandCodeQuery(code);
    return q.field === 'brand.group' ? groups.includes(q.value) : true;
  });
  const known = aggregates?.global['models.brand']?.buckets?.map((b) => b.key);
  return known ? codes.filter((c) => known.includes(c)) : codes;
}

/** The controls of one section: sliders (hidden when min equals max), checkbox groups, flags and the room selects. */
export function FilterControls(props: FilterControlsProps) {
  const { section, context, selected, sliders, aggregates, onSelect, onSlide } = props;
  const control = (def: FilterKeyDefinition) => {
    if (def.kind === 'range') {
      const bounds = sliderBounds(def.key, aggregates);
      if (!sliderVisible(bounds)) return null;
      return <RangeSlider key={def.key} filterKey={def.key} label={def.label} bounds={bounds} value={sliders[def.key]} step={SLIDER_STEPS[def.key]} onCommit={(v) => onSlide(def.key, v)} />;
    }
    if (def.kind === 'boolean') {
      const checked = selected[def.key]?.includes('true') ?? false;
      return <FlagCheckbox key={def.key} label={def.label} checked={checked} enabled={booleanEnabled(def.key, aggregates, checked)} onChange={(c) => onSelect(def.key, c ? ['true'] : [])} />;
    }
    const options = termOptions(def.key, aggregates, {
      codes: def.key === 'brand' ? brandCodes(aggregates, props.brandGroups) : fixedCodes[def.key],
      selected: selected[def.key],
      label: def.key === 'brand' ? brandLabel : def.key === 'type' ? titleFromSlug : def.key === 'number_of_propane_tanks' ? (c) => `${c} tank${c === '1' ? '' : 's'}` : undefined,
    });
    return <CheckboxGroup key={def.key} legend={def.label} options={options} selected={selected[def.key] ?? []} onChange={(v) => onSelect(def.key, v)} />;
  };
  return (
    <>
      {section === 'layoutSleep' ? (
        <RoomSelects priority={selected.room_priority?.[0]} location={selected.room_location?.[0]} aggregates={aggregates} onChange={props.onRooms} />
      ) : null}
      {sectionKeys(section, context).map(control)}
    </>
  );
}
