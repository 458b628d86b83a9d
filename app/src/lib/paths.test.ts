import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './paths';

describe('matchRoute', () => {
  it('gives the parameters of a path of the route, with or without a trailing slash', () => {
    expect(matchRoute(paths.document, '/document/7')).toEqual({ id: '7' });
    expect(matchRoute(paths.document, '/document/7/')).toEqual({ id: '7' });
    expect(matchRoute(paths.document, '/document')).toBeNull();
    expect(matchRoute(paths.document, '/document/7/extra')).toBeNull();
  });

  it('matches the paths under a route only when asked to', () => {
    expect(matchRoute(paths.settings.index, paths.settings.users.href())).toBeNull();
    expect(matchRoute(paths.settings.index, paths.settings.users.href(), { within: true })).toEqual(
      {},
    );
    expect(matchRoute(paths.settings.index, '/instellingenx', { within: true })).toBeNull();
  });

  it('takes the home route for the root only', () => {
    expect(matchRoute(paths.home, '/')).toEqual({});
    expect(matchRoute(paths.home, '/jaarkalender')).toBeNull();
  });

  it('matches what href builds', () => {
    expect(matchRoute(paths.acceptInvite, paths.acceptInvite.href('a b'))).toEqual({
      id: 'a%20b',
    });
  });
});
