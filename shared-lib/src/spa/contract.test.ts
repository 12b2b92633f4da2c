import { satisfy } from '@module-federation/enhanced/runtime';
import { contractRefusal, rangeAccepts } from './contract';

describe('a remote\'s declared ranges against the shell\'s versions', () => {
  const shell = { '@rv/shared-lib': '1.0.0', '@rv/domain': '1.0.0', react: '18.3.1' };

  it('accepts a remote whose every range takes the shell\'s version', () => {
    expect(contractRefusal('mfe-content', { '@rv/shared-lib': '^1.0.0', '@rv/domain': '~1.0.0', react: '>=18.2.0 <19' }, shell)).toBeNull();
    expect(contractRefusal('mfe-content', { '@rv/shared-lib': '0.x || 1.x' }, shell)).toBeNull();
  });

  it('accepts a build older than the contract, which declares nothing', () => {
    expect(contractRefusal('mfe-content', undefined, shell)).toBeNull();
    expect(contractRefusal('mfe-content', {}, shell)).toBeNull();
  });

  it('refuses a range the shell\'s version is outside, naming the remote, the package, the range and the version', () => {
    expect(contractRefusal('mfe-content', { '@rv/domain': '^1.0.0', '@rv/shared-lib': '^2.0.0' }, shell))
      .toBe('mfe-content is refused: it needs @rv/shared-lib ^2.0.0, and the shell has @rv/shared-lib 1.0.0.');
    expect(contractRefusal('mfe-forms', { '@rv/shared-lib': '^0.1.0' }, shell)).toBe('mfe-forms is refused: it needs @rv/shared-lib ^0.1.0, and the shell has @rv/shared-lib 1.0.0.');
    expect(contractRefusal('mfe-forms', { '@rv/shared-lib': '1.0.1' }, shell)).toContain('needs @rv/shared-lib 1.0.1');
  });

  it('refuses a package the shell does not provide, and a range that is not semver', () => {
    expect(contractRefusal('mfe-catalog', { '@rv/ui-kit': '^1.0.0' }, shell)).toBe('mfe-catalog is refused: it needs @rv/ui-kit ^1.0.0, and the shell does not provide @rv/ui-kit.');
    expect(contractRefusal('mfe-catalog', { '@rv/shared-lib': 'workspace:*' }, shell)).toBe('mfe-catalog is refused: it needs @rv/shared-lib workspace:*, and the shell has @rv/shared-lib 1.0.0.');
  });
});

describe('semver ranges', () => {
  const cases: Array<[string, string, boolean]> = [
    ['1.0.0', '^1.0.0', true], ['1.9.3', '^1.2.0', true], ['2.0.0', '^1.0.0', false], ['1.1.9', '^1.2.0', false],
    ['0.2.5', '^0.2.3', true], ['0.3.0', '^0.2.3', false], ['0.2.2', '^0.2.3', false], ['0.0.3', '^0.0.3', true], ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true], ['1.3.0', '~1.2.3', false], ['1.2.2', '~1.2.3', false],
    ['1.0.0', '1.0.0', true], ['1.0.1', '1.0.0', false],
    ['1.4.0', '>=1.2.0 <2.0.0', true], ['2.1.0', '1.x || >=2.1.0', true], ['1.0.0-beta.1', '^1.0.0', false],
  ];

  it.each(cases)('%s in %s: %s, as the federation runtime decides', (version, range, accepted) => {
    expect(rangeAccepts(version, range)).toBe(accepted);
    expect(satisfy(version, range)).toBe(accepted);
  });
});
