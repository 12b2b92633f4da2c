import { searchModels, type Model } from '@rv/shared-lib/catalog';
import { canTow, type TowVehicleLimits } from '@rv/domain/towing';
import { FLOORPLAN_CARD_SPECS } from '../../floorplan-card/card-specs';
import { advisorSearchFilters, type AdvisorFilters } from '../advisor-filters';

/** What the cards show, and what the towing check reads. */
const TOW_SPECS = [...FLOORPLAN_CARD_SPECS, 'CARRYINGCAPACITY', 'HITCHWEIGHT'];
const num = (m: Model, code: string) => {
  const v = Number(m.specifications[code]?.value);
  return Number.isFinite(v) && v > 0 ? v : null;
};

export interface TowableQuery extends TowVehicleLimits { filters: AdvisorFilters }

/**
 * Floorplans a vehicle can safely tow, narrowed like the floorplan list. The search narrows by the
 * filters and shipping weight (GVWR is never below it), then the tow rule checks GVWR and hitch weight.
 */
export async function fetchTowableModels(query: TowableQuery): Promise<{ models: Model[]; checked: number }> {
  const { docs, total } = await searchModels({
    size: 200, modelSpecifications: TOW_SPECS, sort: [{ field: 'price', order: 'asc' }],
    filters: advisorSearchFilters(query.filters, query.towingCapacity),
  });
  const models = docs.filter((m) => canTow(query, {
    shippingWeight: num(m, 'SHIPPINGWEIGHT'), carryingCapacity: num(m, 'CARRYINGCAPACITY') ?? 0, hitchWeight: num(m, 'HITCHWEIGHT'),
  }).ok);
  return { models, checked: total.value };
}
