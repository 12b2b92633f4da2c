import type { FastifyInstance } from 'fastify';
import { warmUpPages } from './warm-up';

/** A server whose pages come back undrawn `undrawnFirst` times each (its build still loading), then drawn. */
function serverDrawingAfter(undrawnFirst: number) {
  const asked: string[] = [];
  const warnings: string[] = [];
  const app = {
    inject: async ({ url }: { url: string }) => {
      asked.push(url);
      const drawn = asked.filter((u) => u === url).length > undrawnFirst;
      return { statusCode: 200, body: drawn ? '<div id="rv-region-mfe-catalog" data-server-rendered>…</div>' : '<div id="root"></div>' };
    },
    log: { warn: (message: string) => warnings.push(message) },
  };
  return { app: app as unknown as FastifyInstance, asked, warnings };
}

describe('warmUpPages', () => {
  it('draws each page again until it comes back drawn', async () => {
    const { app, asked, warnings } = serverDrawingAfter(1);
    await warmUpPages(app, ['/', '/product']);
    expect(asked).toEqual(['/', '/', '/product', '/product']);
    expect(warnings).toEqual([]);
  });

  it('gives up on a page after three tries, says so, and goes on', async () => {
    const { app, asked, warnings } = serverDrawingAfter(10);
    await warmUpPages(app, ['/owners', '/contact-us']);
    expect(asked).toEqual(['/owners', '/owners', '/owners', '/contact-us', '/contact-us', '/contact-us']);
    expect(warnings).toEqual([
      'warm-up: /owners was not drawn on the server after 3 tries; the browser will draw it',
      'warm-up: /contact-us was not drawn on the server after 3 tries; the browser will draw it',
    ]);
  });
});
