import { serviceClient } from '@rv/shared-lib';

export interface InventoryUnit {
  vin: string; referenceId: string; modelYear: number; modelName: string; brandCode: string; brandSlug: string; brandName: string;
  typeClassSlug: string; price: number; status: string; options: string[]; stockedOn: string;
  dealer: { dealerNumber: string; name: string; city: string; state: string; zip: string; phone: string };
  distance?: number;
}
export interface InventoryAnswer { units: InventoryUnit[]; total: number; page: number; pageSize: number; origin?: { label: string; radius: number } }
export type InventoryQuery = Partial<Record<'brand' | 'type' | 'zip' | 'radius' | 'maxPrice' | 'page', string>>;

/** GET /inventory/v1/units: dealer stock; empty fields are left out so the API applies its defaults. */
export async function searchInventory(query: InventoryQuery): Promise<InventoryAnswer> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
  const { data } = await serviceClient('middleware').get<InventoryAnswer>('/inventory/v1/units', { params });
  return data;
}

export interface BuildMatch extends InventoryUnit { distance: number; matchingOptions: string[] }
export interface BuildMatchAnswer { origin: { label: string; radius: number }; chosen: number; units: BuildMatch[] }
export interface BuildMatchQuery { floorplan: string; year: number; zip: string; radius: number; options: string[] }

/** GET /inventory/v1/build-matches: units of a built floorplan and year near a ZIP, closest first. */
export async function fetchBuildMatches(query: BuildMatchQuery): Promise<BuildMatchAnswer> {
  const { data } = await serviceClient('middleware').get<BuildMatchAnswer>('/inventory/v1/build-matches', {
    params: { floorplan: query.floorplan, year: query.year, zip: query.zip, radius: query.radius, ...(query.options.length ? { options: query.options.join(',') } : {}) },
  });
  return data;
}
