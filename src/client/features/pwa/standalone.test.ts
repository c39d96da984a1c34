import { describe, expect, it } from 'vitest';
import { parsePushMessage } from '../../../shared/push-message.ts';
import { isAllowedPath } from './last-url.ts';
import { installPlatform, isStandalone } from './standalone.ts';

function fakeWindow(opts: { displayMode?: string; iosStandalone?: boolean; referrer?: string }): Window {
  return {
    matchMedia: (query: string) => ({ matches: query === `(display-mode: ${opts.displayMode})` }),
    navigator: { standalone: opts.iosStandalone },
    document: { referrer: opts.referrer ?? '' },
  } as unknown as Window;
}

describe('standalone detection (SPEC §2)', () => {
  it.each([
    [{ displayMode: 'standalone' }, true],
    [{ displayMode: 'minimal-ui' }, true],
    [{ displayMode: 'browser' }, false],
    [{ iosStandalone: true }, true],
    [{ iosStandalone: false }, false],
    [{ referrer: 'android-app://com.example.twa/' }, true],
    [{ referrer: 'https://www.google.com/' }, false],
  ])('%o is standalone: %s', (opts, expected) => {
    expect(isStandalone(fakeWindow(opts))).toBe(expected);
  });
});

describe('install instructions by browser', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
      0,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
      0,
      'safari-mac',
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36', 5, 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 0, 'firefox'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 0, 'other'],
  ] as const)('%s (%i touch points) gets %s', (ua, touch, platform) => {
    expect(installPlatform(ua, touch)).toBe(platform);
  });
});

describe('the last screen an installed app reopens at', () => {
  it.each([
    ['/members', 'admin', true],
    ['/members', 'member', false],
    ['/meal-plans?folder=1', 'dietitian', true],
    ['/recipes/8c7f', 'member', true],
    ['/login', 'member', false],
    ['//evil.example/x', 'admin', false],
    ['/no/such/page', 'admin', false],
  ] as const)('%s for %s: %s', (path, role, expected) => {
    expect(isAllowedPath(path, role)).toBe(expected);
  });
});

describe('push message payloads', () => {
  it('keeps a link inside the app and falls back on plain text', () => {
    expect(parsePushMessage('{"title":"Hi","body":"New recipes","link":"/recipes"}')).toEqual({
      title: 'Hi',
      body: 'New recipes',
      link: '/recipes',
    });
    expect(parsePushMessage('{"title":"Hi","body":"x","link":"https://evil.example"}').link).toBe('/');
    expect(parsePushMessage('{"title":"Hi","body":"x","link":"//evil.example"}').link).toBe('/');
    expect(parsePushMessage('plain words')).toEqual({
      title: 'Meal Planner',
      body: 'plain words',
      link: '/',
    });
  });
});
