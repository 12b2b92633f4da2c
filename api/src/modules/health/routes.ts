import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';

export const healthRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/health', {
    schema: {
      response: {
        200: Type.Object({ status: Type.Literal('ok'), database: Type.Object({ kind: Type.String(), status: Type.String() }) }),
        503: Type.Object({ status: Type.Union([Type.Literal('degraded'), Type.Literal('starting')]), database: Type.Object({ kind: Type.String(), status: Type.String() }) }),
      },
    },
  }, async (_request, reply) => {
    const up = await db.ping().catch(() => false);
    const database = { kind: db.kind, status: up ? 'up' : 'down' };
    if (!up) return reply.status(503).send({ status: 'degraded' as const, database });
    // Not ready for visitors until the pages it draws are warm (a load balancer keeps it out meanwhile).
    if (app.warmingUp) return reply.status(503).send({ status: 'starting' as const, database });
    return { status: 'ok' as const, database };
  });
};
