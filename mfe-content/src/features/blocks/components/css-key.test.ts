import { cssKey } from './css-key';

describe('CSS-module keys of content values (css-loader exports camelCase only)', () => {
  it.each([['Middle Left', 'middleLeft'], ['Center', 'center'], ['bg neutral-50', 'bgNeutral50'], ['quote primary', 'quotePrimary']])('%s -> %s', (value, key) => {
    expect(cssKey(value)).toBe(key);
  });
});
