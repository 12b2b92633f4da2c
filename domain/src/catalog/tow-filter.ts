/**
 * Tow match as a filter: the RV Finder's 'My tow vehicle' section keeps the vehicle's towing
 * capacity and payload in the URL; the search service hides floorplans over either limit by the product
 * advisor's rule (canTow, with its safety margin).
 */
import { formatWeight } from '@rv/domain/format';
import { parsePounds, TOW_VEHICLES, type TowVehicle, type TowVehicleLimits } from '@rv/domain/towing';

/** Query parameters of the tow filter; both must be valid whole pounds or the filter is off. */
export const TOW_FILTER_PARAMS = { towingCapacity: 'towingCapacity', payload: 'payload' } as const;

/** The vehicle in the URL, or null when either rating is missing or not a valid number of pounds. */
export function parseTowFilter(params: URLSearchParams): TowVehicleLimits | null {
  const towingCapacity = parsePounds(params.get(TOW_FILTER_PARAMS.towingCapacity) ?? '');
  const payload = parsePounds(params.get(TOW_FILTER_PARAMS.payload) ?? '');
  return towingCapacity === null || payload === null ? null : { towingCapacity, payload };
}

/** Writes the vehicle into query parameters (nothing when there is none). */
export function writeTowFilter(params: URLSearchParams, limits: TowVehicleLimits | null | undefined): void {
  if (!limits) return;
  params.set(TOW_FILTER_PARAMS.towingCapacity, String(limits.towingCapacity));
  params.set(TOW_FILTER_PARAMS.payload, String(limits.payload));
}

/** The preset whose ratings these are, so its button shows as chosen. */
export function matchingTowPreset(limits: TowVehicleLimits | null | undefined): TowVehicle | undefined {
  return limits ? TOW_VEHICLES.find((v) => v.cap === limits.towingCapacity && v.payload === limits.payload) : undefined;
}

/** The ratings of a preset. */
export function towPresetLimits(preset: TowVehicle): TowVehicleLimits {
  return { towingCapacity: preset.cap, payload: preset.payload };
}

/** What the filter says it applies: 'Half-ton truck: 8,500 lb towing, 1,800 lb payload'. */
export function towFilterSummary(limits: TowVehicleLimits): string {
  const ratings = `${formatWeight(limits.towingCapacity)} towing, ${formatWeight(limits.payload)} payload`;
  const preset = matchingTowPreset(limits);
  return preset ? `${preset.label}: ${ratings}` : ratings;
}
