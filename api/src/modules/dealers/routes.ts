import type { ApiPlugin } from '../../app-types';
import { DealerDetailsBodySchema, DealerDetailsResponseSchema, DealerSearchBodySchema, DealerSearchResponseSchema } from './schemas';
import { details, search } from './service';

/** The dealer locator (consumer spec: the calls, dealer spec (the calls)): search by place and radius, details by number. */
export const dealerRoutes: ApiPlugin = async (app, { db }) => {
  app.post('/web/dealer/search', {
    schema: { body: DealerSearchBodySchema, response: { 200: DealerSearchResponseSchema } },
  }, (request) => search(db, request.body));

  app.post('/web/dealer/details', {
    schema: { body: DealerDetailsBodySchema, response: { 200: DealerDetailsResponseSchema } },
  }, (request) => details(db, request.body.dealerNumber));
};
