import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return null;
};

describe('configuration', () => {
  it('starts from the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', appUrl: 'http://localhost:3000' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.loginAttemptsPerIp).toBe(50);
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_IP: '500' }).loginAttemptsPerIp).toBe(500);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "70000")'],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of fatal, error/],
    [{ APP_URL: 'ftp://x' }, 'Invalid configuration: APP_URL must be a http(s) URL (got "ftp://x")'],
    [
      { LOGIN_ATTEMPTS_PER_IP: '2' },
      'Invalid configuration: LOGIN_ATTEMPTS_PER_IP must be at least 5 (got "2")',
    ],
    [
      { S3_BUCKET: 'photos' },
      /^Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set/,
    ],
  ])('names the variable and what is wrong with %o, in one line', (env, expected) => {
    const text = message(env);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
    expect(text).not.toContain('\n');
  });

  it('trusts no proxy unless told how many or which, and refuses to trust every sender', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(message({ TRUST_PROXY: 'true' })).toBe(
      'Invalid configuration: TRUST_PROXY must be a number of proxies (1 to 20) or their addresses: true would believe an X-Forwarded-For header anyone can send (got "true")',
    );
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '1,2', '500'])
      expect(message({ TRUST_PROXY: bad })).toMatch(/^Invalid configuration: TRUST_PROXY must be a number/);
  });

  it('refuses images over 25 megapixels unless told another limit, from 0.1 to 100', () => {
    expect(loadConfig({}).uploadMaxPixels).toBe(25_000_000);
    expect(loadConfig({ UPLOAD_MAX_MEGAPIXELS: '12.5' }).uploadMaxPixels).toBe(12_500_000);
    expect(loadConfig({ UPLOAD_MAX_MEGAPIXELS: '100' }).uploadMaxPixels).toBe(100_000_000);
    for (const bad of ['0', '-5', 'lots', '101'])
      expect(message({ UPLOAD_MAX_MEGAPIXELS: bad })).toMatch(
        new RegExp(`^Invalid configuration: UPLOAD_MAX_MEGAPIXELS must be .* \\(got "${bad}"\\)$`),
      );
  });

  it('allows 10 sign-ups an hour from one address unless told otherwise', () => {
    expect(loadConfig({}).signupsPerIpPerHour).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '1000' }).signupsPerIpPerHour).toBe(1000);
    expect(message({ SIGNUPS_PER_IP_PER_HOUR: '0' })).toBe(
      'Invalid configuration: SIGNUPS_PER_IP_PER_HOUR must be at least 1 (got "0")',
    );
  });

  it('lets the heap grow 25 % past its live data on the embedded database, V8 decide on PostgreSQL', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(25);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/app' }).heapGrowthPercent).toBe(0);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/app', HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent,
    ).toBe(50);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '100' }).heapGrowthPercent).toBe(100);
    expect(message({ HEAP_GROWTH_PERCENT: '-5' })).toBe(
      'Invalid configuration: HEAP_GROWTH_PERCENT must be 0 (V8\'s own choice) or more (got "-5")',
    );
    expect(message({ HEAP_GROWTH_PERCENT: '12.5' })).toBe(
      'Invalid configuration: HEAP_GROWTH_PERCENT must be a whole number of percent (got "12.5")',
    );
  });

  it('never repeats a secret it refuses', () => {
    expect(message({ DATABASE_URL: 'mysql://user:hunter2@db/app' })).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// URL',
    );
  });

  it('stops `npm start` with exit code 1 and that one line, before building anything', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc")',
    ]);
  });
});
