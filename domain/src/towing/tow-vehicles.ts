/** Tow vehicle classes, shared by the quiz, the catalogue's tow filter, build and price and the API. */
export interface TowVehicle { id: string; label: string; cap: number; payload: number }

/**
 * Weight caps by tow vehicle (spec: constants and limits: SUV/Light 5000, Half-ton 8500, 3/4 ton 13000, else 17000).
 * Payloads are ours (the spec names none): typical figures the product advisor starts from.
 */
export const TOW_VEHICLES: readonly TowVehicle[] = [
  { id: 'suv-light', label: 'SUV / Light truck', cap: 5000, payload: 1200 },
  { id: 'half-ton', label: 'Half-ton truck', cap: 8500, payload: 1800 },
  { id: 'three-quarter-ton', label: '3/4-ton truck', cap: 13000, payload: 2800 },
  { id: 'one-ton', label: '1-ton truck or larger', cap: 17000, payload: 4000 },
];
