import { SUB_BRANDS } from '@rv/domain';
import { TOW_VEHICLES } from '@rv/domain/towing';
import type { ModelRecord } from '../catalog/model-record';
import type { SeedViolation } from './seed-check';

/** Hitch weight as a share of dry weight: a travel trailer 10-15 %, a fifth wheel's pin 15-25 % (makers' and towing guides' range). */
export const HITCH_SHARE = { 'travel-trailers': { min: 0.1, max: 0.15 }, 'fifth-wheels': { min: 0.15, max: 0.25 } } as const;
/** A model number's leading feet (340RL: 34) is within this many feet of the overall length, as makers number them. */
export const MODEL_NUMBER_FEET_SLACK = 3;
/** At most one sleeping place per three feet of length; a bunkhouse sleeps at least six. */
export const FEET_PER_SLEEPER = 3;
export const MIN_BUNKHOUSE_SLEEPS = 6;

/** The most a floorplan of this length can sleep. */
export const maxSleepsForLength = (lengthFt: number) => Math.floor(lengthFt / FEET_PER_SLEEPER);

type Rule = (m: ModelRecord) => string | null;
const num = (value: string | null | undefined) => (value === null || value === undefined ? Number.NaN : Number(value));
const towClassOf = new Map(SUB_BRANDS.map((s) => [s.referenceId, s.towClass ? TOW_VEHICLES.find((v) => v.id === s.towClass) : undefined]));

/** The rules every floorplan year obeys, by name; each gives why a record breaks it, or null. */
export const CATALOGUE_RULES: Readonly<Record<string, Rule>> = {
  'towable by the line\'s tow class': (m) => {
    const vehicle = towClassOf.get(m.brand_reference_id);
    if (!vehicle) return null;
    if (m.shipping_weight > vehicle.cap) return `dry weight ${m.shipping_weight} lb is over a ${vehicle.label}'s ${vehicle.cap} lb`;
    if (m.hitch_weight > vehicle.payload) return `hitch weight ${m.hitch_weight} lb is over a ${vehicle.label}'s ${vehicle.payload} lb payload`;
    return null;
  },
  'GVWR above dry weight': (m) => (num(m.specifications.GVWR) > num(m.specifications.SHIPPINGWEIGHT) ? null
    : `GVWR ${m.specifications.GVWR} is not above dry weight ${m.specifications.SHIPPINGWEIGHT}`),
  'cargo = GVWR - dry weight': (m) => {
    const cargo = num(m.specifications.GVWR) - num(m.specifications.SHIPPINGWEIGHT);
    return num(m.specifications.CARRYINGCAPACITY) === cargo && m.carrying_capacity === cargo ? null
      : `cargo ${m.specifications.CARRYINGCAPACITY} is not GVWR ${m.specifications.GVWR} - dry ${m.specifications.SHIPPINGWEIGHT}`;
  },
  'hitch weight share': (m) => {
    const { min, max } = HITCH_SHARE[m.rv_type];
    const share = m.hitch_weight / m.shipping_weight;
    return share >= min && share <= max ? null : `hitch ${m.hitch_weight} lb is ${Math.round(share * 100)} % of ${m.shipping_weight} lb`;
  },
  'length matches the model number': (m) => {
    const feet = Number(/^\d{2}/.exec(m.reference_id)?.[0]);
    const lengthFt = m.length / 12;
    return Number.isFinite(feet) && Math.abs(feet - lengthFt) <= MODEL_NUMBER_FEET_SLACK ? null
      : `model number ${m.reference_id} for ${Math.floor(lengthFt)} ft ${m.length % 12} in`;
  },
  'sleeps fit the length and the layout': (m) => {
    const lengthFt = m.length / 12;
    if (m.sleeps < 2 || m.sleeps > maxSleepsForLength(lengthFt)) return `sleeps ${m.sleeps} in ${Math.floor(lengthFt)} ft`;
    if (m.rooms.some((r) => r.startsWith('Bunks@')) && m.sleeps < MIN_BUNKHOUSE_SLEEPS) return `a bunkhouse sleeping ${m.sleeps}`;
    return null;
  },
  'description matches the specs': (m) => (m.description.includes(`sleeps ${m.sleeps}.`) && m.specifications['SLEEPING-CAPACITY'] === String(m.sleeps) ? null
    : `"${m.description}" with sleeps ${m.sleeps}`),
};

/** Every broken catalogue rule of the records. */
export function catalogueViolations(records: readonly ModelRecord[]): SeedViolation[] {
  return records.flatMap((m) => Object.entries(CATALOGUE_RULES).flatMap(([rule, check]) => {
    const detail = check(m);
    return detail ? [{ rule, subject: m.unique_id, detail }] : [];
  }));
}
