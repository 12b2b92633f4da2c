import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brandCodeList } from '@rv/domain/catalog';
import type { ApiPlugin } from '../../app-types';
import { badRequest, notFound } from '../../http/errors';
import { createCatalogDetails } from './catalog-details';
import { floorplanSvg, type ImageVariant } from './floorplan-svg';
import * as repo from './repository';
import {
  BrandCodesResponse, BrandGroupParams, BrandSearchBody, BrandSearchResponse, FeaturesQuery, FeaturesResponse, GraphqlBody,
  GraphqlResponse, ImageParams, ModelIdParams, ModelSearchBody, ModelSearchResponse, SettingParams, SettingResponse,
} from './schemas';
import { catalogSearchFor } from './service';
import { chooseEncoding } from '../../http/compression';
import { responseCacheFor } from '../../http/response-cache';
import { timedSearch } from '../../metrics/timed-search';

/** Drawings never change under a URL (it carries a version of the drawn facts), so browsers keep them a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
/** Sends JSON bytes as they are: Fastify serialises only objects, so the response schema is not applied again. */
const sendJsonBytes = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

/**
 * Brotli at quality 0 for a search answer made for this request, which is sent once: its CPU matters more
 * than its bytes (docs/decisions.md). Kept answers are compressed once by the cache, at the shared quality.
 */
const FRESH_BROTLI = { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 0 };
async function compressFresh(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || reply.hasHeader('content-encoding') || !Buffer.isBuffer(payload)) return payload;
  if (payload.length < 1024 || chooseEncoding(request.headers['accept-encoding']) !== 'br') return payload;
  reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', 'br');
  return zlib.brotliCompressSync(payload, { params: { ...FRESH_BROTLI, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length } });
}

/** The search service of consumer spec (the calls): brand and model search, features, specifications, drawings. */
export const catalogSearchRoutes: ApiPlugin = async (app, { db }) => {
  const search = catalogSearchFor(db);
  const details = createCatalogDetails(db, search);
  // Answers kept as sent until the catalogue revision moves (measured under load); a search is kept once asked
  // twice, since most combinations of filters are asked once.
  const cached = responseCacheFor(db).route(['catalog'], { keepRepeatedOnly: true });
  // The cache keeps the answer as made; compressFresh encodes it after that.
  const searchRoute = { ...cached, onSend: [cached.onSend, compressFresh] };

  // The service answers with the JSON bytes (made from parts serialised once per catalogue revision); the
  // response schemas still describe it in the OpenAPI document.
  app.post('/search/v1/brands', { schema: { body: BrandSearchBody, response: { 200: BrandSearchResponse } }, ...searchRoute },
    async (request, reply) => sendJsonBytes(reply, await timedSearch('catalog_brands', () => search.searchBrandsBody(request.body))));
  app.post('/search/v1/models', { schema: { body: ModelSearchBody, response: { 200: ModelSearchResponse } }, ...searchRoute },
    async (request, reply) => sendJsonBytes(reply, await timedSearch('catalog_models', () => search.searchModelsBody(request.body))));

  app.get('/search/v1/brands/:brandGroup/features', {
    schema: { params: BrandGroupParams, querystring: FeaturesQuery, response: { 200: FeaturesResponse } },
  }, (request) => details.brandFeatures(request.params.brandGroup, request.query.models));

  app.get('/search/v1/models/:id/features', {
    schema: { params: ModelIdParams, response: { 200: FeaturesResponse } },
  }, (request) => details.modelFeatures(request.params.id));

  app.get('/search/v1/models/:uniqueId/floorplan/:variant', { schema: { params: ImageParams } }, async (request, reply) => {
    const row = await details.floorplanRow(request.params.uniqueId);
    reply.header('Cache-Control', IMAGE_CACHE).type('image/svg+xml');
    return floorplanSvg(row, request.params.variant.replace(/\.svg$/, '') as ImageVariant);
  });

  app.post('/graphql', { schema: { body: GraphqlBody, response: { 200: GraphqlResponse } } }, async (request) => {
    if (!/\bmodelSpecifications\b/.test(request.body.query)) throw badRequest('Only the ModelSpecifications query is served here.', 'query');
    const { model, code } = request.body.variables.modelFilter;
    return { data: { modelSpecifications: await details.modelSpecifications(model.referenceId.in, code?.in) } };
  });

  app.get('/v1/setting/:key', { schema: { params: SettingParams, response: { 200: SettingResponse } } }, async (request) => {
    const value = await repo.findSetting(db, request.params.key);
    if (value === undefined) throw notFound(`No setting "${request.params.key}".`);
    return { key: request.params.key, value };
  });

  app.get('/web/form/data/brands', { schema: { response: { 200: BrandCodesResponse } } }, async () => brandCodeList());
};
