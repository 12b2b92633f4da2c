import type { ApiPlugin } from '../../app-types';
import { BuildMatchQuery, BuildMatchResponse, InventoryQuery, InventoryResponse } from './schemas';
import { matchBuildToStock, searchInventory } from './service';

/** Dealer stock for /inventory (consumer spec: screens and routes); the spec shows no call, so the path is ours. */
export const inventoryRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/inventory/v1/units', { schema: { querystring: InventoryQuery, response: { 200: InventoryResponse } } }, (request) =>
    searchInventory(db, request.query));

  app.get('/inventory/v1/build-matches', { schema: { querystring: BuildMatchQuery, response: { 200: BuildMatchResponse } } }, (request) =>
    matchBuildToStock(db, request.query));
};
