import type { ApiPlugin } from '../../app-types';
import { catalogSearchFor } from '../catalog-search/service';
import {
  BuildModelSchema, ModelOptionsParams, ModelOptionsQuery, SaveBuildBody, SaveBuildResponse, SavedBuildResponse, TokenParams,
} from './schemas';
import { createBuildPrice } from './service';

/** Build and price (consumer spec: the calls: POST /web/form/buildprice and GET /web/form/buildprice/{token}). */
export const buildPriceRoutes: ApiPlugin = async (app, { db }) => {
  const builds = createBuildPrice(db, catalogSearchFor(db));

  app.get('/web/form/buildprice/models/:referenceId/options', {
    schema: { params: ModelOptionsParams, querystring: ModelOptionsQuery, response: { 200: BuildModelSchema } },
  }, (request) => builds.options(request.params.referenceId, request.query.year));

  app.post('/web/form/buildprice', { schema: { body: SaveBuildBody, response: { 201: SaveBuildResponse } } }, async (request, reply) => {
    const saved = await builds.save(request.body);
    return reply.status(201).send(saved);
  });

  app.get('/web/form/buildprice/:token', { schema: { params: TokenParams, response: { 200: SavedBuildResponse } } }, (request) =>
    builds.restore(request.params.token));
};
