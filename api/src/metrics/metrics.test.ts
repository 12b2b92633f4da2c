import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import { limitNameOf } from './metrics';

describe('rate-limit label: the limit, never the address or account (bounded label values)', () => {
  it.each([
    ['signin:ip:203.0.113.9', 'signin:ip'],
    ['signin:ip:2001:db8::1', 'signin:ip'],
    ['signin:account:ann', 'signin:account'],
    ['signin:device:abc123', 'signin:device'],
    ['link:account:ann@example.com', 'link:account'],
    ['form:/api/web/form/lead:ip:::ffff:127.0.0.1', 'form:/api/web/form/lead:ip'],
    ['something-else', 'other'],
  ])('%s -> %s', (key, limit) => {
    expect(limitNameOf(key)).toBe(limit);
  });
});

describe('METRICS_PORT (README, configuration)', () => {
  it('is off by default', () => {
    expect(loadConfig({}).metricsPort).toBe(0);
  });

  it('takes a port other than PORT', () => {
    expect(loadConfig({ PORT: '8080', METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });

  it.each(['0', 'abc', '-1', '70000', '8080'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: value })).toThrow(ConfigError);
  });
});
