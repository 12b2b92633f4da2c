import { canTow, TOW_SAFETY_MARGIN, type TowVehicleLimits } from '@rv/domain/towing';
import { formatUsNumber } from '@rv/domain/locale';

/** A floorplan's published weights (lb), as the build step reads them from its spec sheet. */
export interface UnitWeights {
  /** Shipping (dry) weight as it leaves the factory, without options. */
  shippingWeight: number | null;
  /** Carrying capacity: GVWR less shipping weight; options fitted at the factory use some of it. */
  carryingCapacity: number | null;
  /** Hitch (travel trailer) or pin (fifth wheel) weight at shipping weight. */
  hitchWeight: number | null;
  /** A fifth wheel rests on a pin box: its tongue load is called pin weight. */
  fifthWheel: boolean;
}

export interface BuildWeight {
  /** Shipping weight plus the chosen options. */
  estimatedWeight: number;
  /** Hitch or pin weight with the options, spread like the unit's own weight. */
  hitchWeight: number;
  /** The GVWR (a rating: options do not change it). */
  gvwr: number;
  /** Carrying capacity left for water, propane and gear once the options are fitted; negative when they exceed it. */
  remainingCargo: number;
  optionsWeight: number;
  /** 'Hitch weight' or 'Pin weight'. */
  hitchLabel: string;
}

/** The share of a unit's weight on the hitch or pin; the options' weight is carried the same way. */
const hitchShare = (unit: { shippingWeight: number; hitchWeight: number }) => unit.hitchWeight / unit.shippingWeight;

export const hitchLabel = (fifthWheel: boolean) => (fifthWheel ? 'Pin weight' : 'Hitch weight');

/**
 * The build's weights as options are added: each option's weight adds to the unit's weight and comes
 * out of its carrying capacity (GVWR is a rating and stays), and the hitch or pin carries the same share
 * of it as of the unit. Whole pounds. Null when the floorplan does not publish its weights.
 */
export function buildWeight(unit: UnitWeights, optionsWeight: number): BuildWeight | null {
  const { shippingWeight, carryingCapacity, hitchWeight } = unit;
  if (!shippingWeight || shippingWeight <= 0 || carryingCapacity === null || carryingCapacity < 0 || !hitchWeight || hitchWeight <= 0) return null;
  const added = Math.max(0, Math.round(optionsWeight));
  const share = hitchShare({ shippingWeight, hitchWeight });
  return {
    estimatedWeight: shippingWeight + added,
    hitchWeight: Math.round(hitchWeight + added * share),
    gvwr: shippingWeight + carryingCapacity,
    remainingCargo: carryingCapacity - added,
    optionsWeight: added,
    hitchLabel: hitchLabel(unit.fifthWheel),
  };
}

export type TowWarningKind = 'over-towing' | 'over-towing-loaded' | 'over-payload' | 'inside-margin' | 'over-cargo';

export interface TowWarning { kind: TowWarningKind; message: string }

const lb = (n: number) => `${formatUsNumber(n)} lb`;

/**
 * What the build page warns about. Over the towing capacity as built (before cargo) is the strongest,
 * then over it when loaded to GVWR; a hitch or pin weight over the payload; a build within the ratings
 * but outside the product advisor's safety margin (its rule, with the options added) gets a caution. Options heavier than the carrying capacity are warned about with or without a vehicle.
 */
export function towWarnings(weight: BuildWeight, vehicle: TowVehicleLimits | null): TowWarning[] {
  const warnings: TowWarning[] = [];
  if (weight.remainingCargo < 0) {
    warnings.push({ kind: 'over-cargo', message: `The options weigh ${lb(-weight.remainingCargo)} more than this floorplan's carrying capacity.` });
  }
  if (!vehicle) return warnings;
  const hitch = weight.hitchLabel.toLowerCase();
  if (weight.estimatedWeight > vehicle.towingCapacity) {
    warnings.push({ kind: 'over-towing', message: `Over your tow vehicle's towing capacity: this build weighs about ${lb(weight.estimatedWeight)} before any cargo; your vehicle is rated to tow ${lb(vehicle.towingCapacity)}.` });
  } else if (weight.gvwr > vehicle.towingCapacity) {
    warnings.push({ kind: 'over-towing-loaded', message: `Loaded to its GVWR of ${lb(weight.gvwr)}, this build would be over your vehicle's towing capacity of ${lb(vehicle.towingCapacity)}.` });
  }
  if (weight.hitchWeight > vehicle.payload) {
    warnings.push({ kind: 'over-payload', message: `Over your tow vehicle's payload: the ${hitch} of about ${lb(weight.hitchWeight)} is more than its ${lb(vehicle.payload)} payload.` });
  }
  const overRating = warnings.some((w) => w.kind !== 'over-cargo');
  if (!overRating && !canTow(vehicle, { shippingWeight: weight.estimatedWeight, carryingCapacity: weight.remainingCargo, hitchWeight: weight.hitchWeight }).ok) {
    warnings.push({ kind: 'inside-margin', message: `Within your vehicle's ratings, but not with the ${TOW_SAFETY_MARGIN * 100}% safety margin we recommend.` });
  }
  return warnings;
}
