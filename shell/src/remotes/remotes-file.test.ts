import { matchRoute } from '@rv/shared-lib';
import { parseRemotesFile, RemotesFileError, routeTableOf } from './remotes-file';

const entry = (remote: string, routes: unknown) => ({ name: remote.replace('-', '_'), entry: `/remotes/${remote}/remoteEntry.js`, routes });

describe('/remotes.json and the routes each remote declares', () => {
  it('composes the route table from the remotes\' declared routes, so a new page needs only its remote', () => {
    const file = parseRemotesFile({
      'mfe-content': entry('mfe-content', [{ name: 'page', pattern: '/:slug', needsLookup: 'content-page' }]),
      'mfe-catalog': entry('mfe-catalog', [{ name: 'towingGuide', pattern: '/towing-guide' }]),
    });
    const table = routeTableOf(file);
    expect(matchRoute('/towing-guide', 'keystone', table)?.route).toMatchObject({ name: 'towingGuide', remote: 'mfe-catalog' });
    expect(matchRoute('/about-us', 'keystone', table)?.route.remote).toBe('mfe-content');
  });

  it('refuses remotes that claim the same paths with a message naming both', () => {
    const file = parseRemotesFile({
      'mfe-content': entry('mfe-content', [{ name: 'search', pattern: '/search' }]),
      'mfe-forms': entry('mfe-forms', [{ name: 'find', pattern: '/search' }]),
    });
    expect(() => routeTableOf(file)).toThrow(new RemotesFileError(
      'The site\'s parts disagree about their pages: mfe-content route "search" (/search) and mfe-forms route "find" (/search) claim the same paths.',
    ));
  });

  it('refuses routes that are not a list', () => {
    expect(() => parseRemotesFile({ 'mfe-forms': entry('mfe-forms', { name: 'x' }) })).toThrow('remotes.json entry "mfe-forms" has routes that are not a list.');
  });
});
