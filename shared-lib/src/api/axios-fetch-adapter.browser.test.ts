import fs from 'node:fs';
import path from 'node:path';
import * as standIn from './axios-fetch-adapter.browser';

// webpack.preset.js is CommonJS at the repository root.
const { AXIOS_FETCH_ADAPTER, shared } = require('../../../webpack.preset.js') as {
  AXIOS_FETCH_ADAPTER: { request: RegExp; context: RegExp };
  shared: Record<string, { singleton?: boolean; requiredVersion?: unknown }>;
};

const axiosRoot = path.dirname(require.resolve('axios/package.json'));

describe("the browser builds' stand-in for axios's fetch adapter", () => {
  it("replaces the very file axios's adapter list imports, which still exports getFetch", () => {
    const adapters = fs.readFileSync(path.join(axiosRoot, 'lib/adapters/adapters.js'), 'utf8');
    expect(adapters).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js'/);
    expect(adapters).toMatch(/get: fetchAdapter\.getFetch/);
    expect(AXIOS_FETCH_ADAPTER.request.test('./fetch.js')).toBe(true);
    expect(AXIOS_FETCH_ADAPTER.request.test('./xhr.js')).toBe(false);
    expect(AXIOS_FETCH_ADAPTER.context.test(path.join(axiosRoot, 'lib/adapters'))).toBe(true);
    expect(AXIOS_FETCH_ADAPTER.context.test(path.join(axiosRoot, 'lib/helpers'))).toBe(false);
    expect(fs.readFileSync(path.join(axiosRoot, 'lib/adapters/fetch.js'), 'utf8')).toMatch(/export const getFetch =/);
  });

  it('answers as axios does where fetch is unsupported, so axios keeps its xhr adapter', () => {
    expect(standIn.getFetch()).toBe(false);
    expect(standIn.default).toBe(false);
  });
});

describe('shared singletons', () => {
  it('are not version-checked at run time: every part builds from the one lockfile', () => {
    for (const [key, config] of Object.entries(shared)) {
      expect([key, config.singleton, config.requiredVersion]).toEqual([key, true, false]);
    }
  });
});
