/**
 * The product advisor's tow match. The spec names the page, not the rule; ours is the common towing
 * guidance: keep a margin below the vehicle's ratings so a loaded trailer, passengers and gear still fit.
 */
export const TOW_SAFETY_MARGIN = 0.2;

export interface TowVehicleLimits { towingCapacity: number; payload: number }
export interface TrailerWeights {
  /** Shipping (dry) weight, lb. */
  shippingWeight: number | null;
  /** Carrying capacity, lb: GVWR is shipping weight plus carrying capacity. */
  carryingCapacity: number | null;
  hitchWeight: number | null;
}

export interface TowVerdict {
  ok: boolean;
  gvwr: number | null;
  /** What the margin leaves: the most GVWR and hitch weight the vehicle should take. */
  maxGvwr: number;
  maxHitch: number;
  reason?: 'weights unknown' | 'too heavy' | 'hitch too heavy';
}

const usable = (rating: number) => Math.floor(rating * (1 - TOW_SAFETY_MARGIN));

/** Whether a vehicle can safely tow a floorplan: GVWR and hitch weight both within the margin. */
export function canTow(vehicle: TowVehicleLimits, trailer: TrailerWeights): TowVerdict {
  const maxGvwr = usable(vehicle.towingCapacity);
  const maxHitch = usable(vehicle.payload);
  const { shippingWeight, carryingCapacity, hitchWeight } = trailer;
  if (!shippingWeight || carryingCapacity === null || !hitchWeight) return { ok: false, gvwr: null, maxGvwr, maxHitch, reason: 'weights unknown' };
  const gvwr = shippingWeight + carryingCapacity;
  if (gvwr > maxGvwr) return { ok: false, gvwr, maxGvwr, maxHitch, reason: 'too heavy' };
  if (hitchWeight > maxHitch) return { ok: false, gvwr, maxGvwr, maxHitch, reason: 'hitch too heavy' };
  return { ok: true, gvwr, maxGvwr, maxHitch };
}

/** Vehicle ratings typed by a person: whole pounds from 1 to 40000, else null (the form says why). */
export function parsePounds(text: string): number | null {
  const value = Number(text.replace(/[,\s]/g, '').replace(/lbs?$/i, ''));
  return Number.isInteger(value) && value > 0 && value <= 40000 ? value : null;
}

/** The highest vehicle rating, in pounds, that parsePounds and the search API's tow filter accept. */
export const TOW_RATING_MAX_LB = 40000;
