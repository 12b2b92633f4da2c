import type { ApiPlugin } from '../../app-types';
import { ReviewSearchQuerySchema, ReviewSearchResponseSchema } from './schemas';
import { searchReviews } from './service';
import { responseCacheFor } from '../../http/response-cache';

/** Owner reviews (spec: the calls, "Other"): the review host's ReviewSearch call, served from our own table. */
export const reviewRoutes: ApiPlugin = async (app, { db }) => {
  // Kept as sent until a write to owner_reviews (or content) moves the content revision (migration 091).
  const cached = responseCacheFor(db).route(['content']);
  app.get('/reviews/ReviewSearch', { schema: { querystring: ReviewSearchQuerySchema, response: { 200: ReviewSearchResponseSchema } }, ...cached }, (request) =>
    searchReviews(db, request.query));
};
