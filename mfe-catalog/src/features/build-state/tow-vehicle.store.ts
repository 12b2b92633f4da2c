import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from '@rv/shared-lib';
import { useStore } from 'zustand';
import { TOW_VEHICLES, type TowVehicleLimits } from '@rv/domain/towing';

/** The shopper's tow vehicle: a preset of TOW_VEHICLES or their own ratings ('custom'). */
export interface ChosenTowVehicle extends TowVehicleLimits {
  /** A TOW_VEHICLES id, or 'custom' for ratings typed in. */
  id: string;
  label: string;
}

/** A preset as the chosen vehicle; undefined for an unknown id. */
export function towVehiclePreset(id: string): ChosenTowVehicle | undefined {
  const preset = TOW_VEHICLES.find((v) => v.id === id);
  return preset && { id: preset.id, label: preset.label, towingCapacity: preset.cap, payload: preset.payload };
}

/** Ratings typed in: the preset's name when they are exactly a preset's, else 'Your vehicle'. */
export function towVehicleFromRatings(limits: TowVehicleLimits): ChosenTowVehicle {
  const preset = TOW_VEHICLES.find((v) => v.cap === limits.towingCapacity && v.payload === limits.payload);
  return preset ? towVehiclePreset(preset.id)! : { id: 'custom', label: 'Your vehicle', ...limits };
}

const isVehicle = (v: unknown): v is ChosenTowVehicle => {
  const o = v as Partial<ChosenTowVehicle> | null;
  return Boolean(o) && typeof o!.id === 'string' && typeof o!.label === 'string'
    && Number.isInteger(o!.towingCapacity) && o!.towingCapacity! > 0 && Number.isInteger(o!.payload) && o!.payload! > 0;
};

export interface TowVehicleState {
  vehicle: ChosenTowVehicle | null;
  choose(vehicle: ChosenTowVehicle | null): void;
}

/**
 * The tow vehicle chosen in the product advisor (or on a build step), remembered in this browser so every
 * build can be checked against it. One store for every remote: shared-lib is a singleton.
 */
export const towVehicleStore = createStore<TowVehicleState>()(persist((set) => ({
  vehicle: null,
  choose: (vehicle) => set({ vehicle: vehicle && isVehicle(vehicle) ? vehicle : null }),
}), {
  name: 'rv-tow-vehicle',
  storage: createJSONStorage(() => localStorage),
  partialize: (s) => ({ vehicle: s.vehicle }),
  // Something else written under the key (an older shape, a hand edit) is dropped, not trusted.
  merge: (persisted, current) => ({ ...current, vehicle: isVehicle((persisted as { vehicle?: unknown })?.vehicle) ? (persisted as { vehicle: ChosenTowVehicle }).vehicle : null }),
}));

export function useTowVehicle(): [ChosenTowVehicle | null, (vehicle: ChosenTowVehicle | null) => void] {
  return [useStore(towVehicleStore, (s) => s.vehicle), useStore(towVehicleStore, (s) => s.choose)];
}
