import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../logger.ts';
import { lenientPath, looksLikeApiOrFiles } from './api-paths.ts';

describe('lenientPath', () => {
  it.each([
    ['/api/trpc/auth.me?input=1', '/api/trpc/auth.me'],
    ['/%61pi/trpc/auth.me', '/api/trpc/auth.me'],
    ['/%41PI/TRPC/auth.me', '/api/trpc/auth.me'],
    ['/%2561pi/trpc', '/api/trpc'],
    ['//api//trpc', '/api/trpc'],
    ['/./api/./trpc', '/api/trpc'],
    ['/x/../api/trpc', '/api/trpc'],
    ['/../../api', '/api'],
    ['/api%2Ftrpc', '/api/trpc'],
    ['/api%5Ctrpc', '/api/trpc'],
    ['/api/', '/api/'],
    ['/api/.', '/api/'],
    ['/files/x#y', '/files/x'],
    ['/%E0%A4%A/bad-escape', '/%e0%a4%a/bad-escape'],
    ['/', '/'],
  ])('reads %s as %s', (url, path) => {
    expect(lenientPath(url)).toBe(path);
  });

  it('tells the API’s and the files’ addresses from the app’s pages however they are written', () => {
    for (const url of ['/api', '/api/nope', '/%61pi/x', '/API/x', '//files/a', '/x/../files/a', '/%66iles/a'])
      expect(looksLikeApiOrFiles(url), url).toBe(true);
    for (const url of ['/', '/apix', '/login', '/recipes/api', '/filesystem', '/api-docs'])
      expect(looksLikeApiOrFiles(url), url).toBe(false);
  });
});

describe('loggableUrl', () => {
  it('drops the input of an auth procedure however its address is written, in a batch too', () => {
    const input = '?input=%7B%22password%22%3A%22x%22%7D';
    for (const path of [
      '/api/trpc/auth.login',
      '/%61pi/trpc/auth.login',
      '/api/trpc/%61uth.login',
      '/api/./trpc/auth.login',
      '/api/trpc/recipes.list,auth.register',
    ])
      expect(loggableUrl(`${path}${input}`), path).toBe(`${path}?[redacted]`);
    expect(loggableUrl(`/api/trpc/recipes.list${input}`)).toBe(`/api/trpc/recipes.list${input}`);
    expect(loggableUrl('/%61pi/trpc/auth.me')).toBe('/%61pi/trpc/auth.me');
  });
});
