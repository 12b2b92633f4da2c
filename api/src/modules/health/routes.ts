import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';

export const healthRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/health', {
    schema: {
      response: {
        200: Type.Object({ status: Type.Literal('ok'), database: Type.Object({ kind: Type.String(), status: Type.String() }) }),
        503: Type.Object({ status: Type.Literal('degraded'), database: Type.Object({ kind: Type.String(), status: Type.String() }) }),
      },
    },
  }, async (_request, reply) => {
    const up = await db.ping().catch(() => false);
    const database = { kind: db.kind, status: up ? 'up' : 'down' };
    return up ? { status: 'ok' as const, database } : reply.status(503).send({ status: 'degraded' as const, database });
  });
};
