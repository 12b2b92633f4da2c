import { contractRefusal } from './contract';

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
