import type { ApiPlugin } from '../../app-types';
import { InventoryQuery, InventoryResponse } from './schemas';
import { searchInventory } from './service';

/** Dealer stock for /inventory (spec consumer §2); the spec shows no call, so the path is ours. */
export const inventoryRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/inventory/v1/units', { schema: { querystring: InventoryQuery, response: { 200: InventoryResponse } } }, (request) =>
    searchInventory(db, request.query));
};
