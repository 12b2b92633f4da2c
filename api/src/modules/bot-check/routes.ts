import type { ApiPlugin } from '../../app-types';
import { ChallengeSchema } from './schemas';
import { botCheckSettings, createChallenge } from './service';

/** Issues bot-check challenges; forms verify the solutions (see service.ts). */
export const botCheckRoutes: ApiPlugin = async (app, { config }) => {
  const settings = botCheckSettings(config.botCheckSecret);
  app.get('/bot-check/challenge', { schema: { response: { 200: ChallengeSchema } } }, async (_request, reply) => {
    // Every challenge is single-use, so no cache may hand one out twice.
    reply.header('Cache-Control', 'no-store');
    return createChallenge(settings);
  });
};
