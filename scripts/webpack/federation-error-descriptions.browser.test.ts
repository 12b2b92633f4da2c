import { getShortErrorMsg, RUNTIME_008 } from '@module-federation/error-codes';
import * as real from '@module-federation/error-codes';
import * as standIn from './federation-error-descriptions.browser';

describe('the browser stand-in for the federation error descriptions', () => {
  it('exports every table the real module does', () => {
    for (const name of ['runtimeDescMap', 'typeDescMap', 'buildDescMap', 'errorDescMap'] as const) {
      expect(real).toHaveProperty(name);
      expect(standIn).toHaveProperty(name);
    }
  });

  it('still gives an error message naming the code and its docs page', () => {
    const message = getShortErrorMsg(RUNTIME_008, standIn.runtimeDescMap, { url: '/remotes/x/remoteEntry.js' });
    expect(message).toContain('Module Federation error #RUNTIME-008');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
  });
});
