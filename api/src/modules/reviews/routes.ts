import type { ApiPlugin } from '../../app-types';
import { ReviewSearchQuerySchema, ReviewSearchResponseSchema } from './schemas';
import { searchReviews } from './service';

/** Owner reviews (spec §7 "Other"): the review host's ReviewSearch call, served from our own table. */
export const reviewRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/reviews/ReviewSearch', { schema: { querystring: ReviewSearchQuerySchema, response: { 200: ReviewSearchResponseSchema } } }, (request) =>
    searchReviews(db, request.query));
};
