import type { ModelSpecification } from '../catalog/catalog-types';
import {
  NOT_DEFINED, formatCount, formatDollars, formatFeetInches, formatMsrp, formatWeight, formatWithUnit, type Missing,
} from './numbers';

/** The REGION spec as a shopper reads it, as the region select names them; the data's BOTH is every region. */
const REGION_DISPLAY: Readonly<Record<string, string>> = { EAST: 'East', WEST: 'West', BOTH: 'All regions' };
const formatRegion = (value: unknown, missing: Missing) => REGION_DISPLAY[String(value)] ?? missing;

/** How each spec code is displayed (spec: entities and fields, codes, formats); codes not listed show as text or a count. */
export const SPEC_FORMATS: Readonly<Record<string, (value: unknown, missing: Missing) => string>> = {
  MSRP: (v) => formatMsrp(v),
  SHIPPINGWEIGHT: formatWeight,
  CARRYINGCAPACITY: formatWeight,
  HITCHWEIGHT: formatWeight,
  GVWR: formatWeight,
  LENGTH: formatFeetInches,
  HEIGHT: formatFeetInches,
  'TOY-HAULER-GARAGE-SIZE': formatFeetInches,
  'GARAGE-SIZE': (v, m) => formatWithUnit(v, 'sq ft', m),
  FRESHWATER: (v, m) => formatWithUnit(v, 'gal', m),
  GREYWATER: (v, m) => formatWithUnit(v, 'gal', m),
  BLACKWATER: (v, m) => formatWithUnit(v, 'gal', m),
  LPGCAPACITY: (v, m) => formatWithUnit(v, 'lb', m),
  'SLEEPING-CAPACITY': formatCount,
  'NUMBER-OF-PROPANE-TANKS': formatCount,
  'AC-UNITS': formatCount,
  AWNINGS: formatCount,
  BATHROOMS: formatCount,
  REGION: formatRegion,
};

/** A spec value as text: its code's format, Yes/No for booleans, text as given, missing as 'not defined' or '-'. */
export function formatSpecValue(spec: Pick<ModelSpecification, 'code' | 'value'> | null | undefined, missing: Missing = NOT_DEFINED): string {
  if (!spec) return missing;
  const format = SPEC_FORMATS[spec.code];
  if (format) return format(spec.value, missing);
  if (typeof spec.value === 'boolean') return spec.value ? 'Yes' : 'No';
  if (typeof spec.value === 'number') return formatCount(spec.value, missing);
  const text = typeof spec.value === 'string' ? spec.value.trim() : '';
  return text === '' ? missing : text;
}

/** Slider value labels by filter key: dollars, feet and inches, pounds ('Up to' for capacity), gallons, square feet. */
export function formatFilterValue(key: string, value: number): string {
  switch (key) {
    case 'price': return formatDollars(value, '-');
    case 'length': return formatFeetInches(value, '-');
    case 'weight': return formatWeight(value, '-');
    case 'carry_capacity': return `Up to ${formatWeight(value, '-')}`;
    case 'fresh_water':
    case 'grey_water':
    case 'blackwater': return `${value} gal`;
    case 'lpg_size': return `${value} lb`;
    case 'toy_hauler_garage_size': return `${value} SqFt`;
    default: return String(value);
  }
}
