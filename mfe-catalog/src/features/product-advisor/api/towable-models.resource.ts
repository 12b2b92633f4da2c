import { canTow, searchModels, type Model, type TowVehicleLimits } from '@rv/shared-lib';

const TOW_SPECS = ['MSRP', 'SHIPPINGWEIGHT', 'CARRYINGCAPACITY', 'HITCHWEIGHT', 'LENGTH', 'SLEEPING-CAPACITY', 'NEW-FLOORPLAN', 'STOCK-ONLY'];
const num = (m: Model, code: string) => {
  const v = Number(m.specifications[code]?.value);
  return Number.isFinite(v) && v > 0 ? v : null;
};

export interface TowableQuery extends TowVehicleLimits { type: string; maxPrice: number | null }

/**
 * Floorplans a vehicle can safely tow. The search narrows by shipping weight (GVWR is never below it),
 * then the tow rule checks GVWR and hitch weight, which the search service has no filter for.
 */
export async function fetchTowableModels(query: TowableQuery): Promise<{ models: Model[]; checked: number }> {
  const { docs, total } = await searchModels({
    size: 200, modelSpecifications: TOW_SPECS, sort: [{ field: 'price', order: 'asc' }],
    filters: {
      model: { showOnWeb: true, active: true, ...(query.type ? { typeClass: [query.type] } : {}) },
      'models.weight': { from: 0, to: query.towingCapacity },
      ...(query.maxPrice ? { 'models.price': { from: 0, to: query.maxPrice } } : {}),
    },
  });
  const models = docs.filter((m) => canTow(query, {
    shippingWeight: num(m, 'SHIPPINGWEIGHT'), carryingCapacity: num(m, 'CARRYINGCAPACITY') ?? 0, hitchWeight: num(m, 'HITCHWEIGHT'),
  }).ok);
  return { models, checked: total.value };
}
