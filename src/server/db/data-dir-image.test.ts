import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, unpackDataDir } from './client.ts';

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-dir-image-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A gzipped tar with these entries, as dumpDataDir writes them (absolute names). */
async function tarball(entries: { name: string; body?: string }[]): Promise<Blob> {
  const pack = tar.pack();
  for (const entry of entries)
    if (entry.body === undefined) pack.entry({ name: entry.name, type: 'directory' });
    else pack.entry({ name: entry.name }, entry.body);
  pack.finalize();
  return new Blob([await buffer(pack.pipe(createGzip()))]);
}

describe('a PGlite data folder started from a dump (the demo image)', () => {
  it('unpacks the dump to disk and opens it, then opens it again as a restart', async () => {
    const source = await PGlite.create();
    await source.exec("create table notes (body text); insert into notes values ('from the image')");
    const image = await source.dumpDataDir('gzip');
    await source.close();

    const dataDir = scratch();
    const first = await openDatabase({ dataDir, loadDataDir: image });
    try {
      expect((await first.executeSql('select body from notes')).rows).toEqual([{ body: 'from the image' }]);
      await first.executeSql("insert into notes values ('written after')");
    } finally {
      await first.close();
    }
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(readdirSync(dataDir)).toEqual(['pglite']);

    // A restart finds the database and does not unpack the image over it.
    const again = await openDatabase({ dataDir, loadDataDir: image });
    try {
      expect((await again.executeSql('select body from notes order by body')).rows).toEqual([
        { body: 'from the image' },
        { body: 'written after' },
      ]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('keeps every entry inside the data folder, whatever its name says', async () => {
    const root = scratch();
    const dataDir = path.join(root, 'inner', 'pglite');
    const image = await tarball([
      { name: '/base' },
      { name: '/PG_VERSION', body: '17\n' },
      { name: '/base/1/112', body: 'page' },
      { name: '/../../escaped.txt', body: 'outside' },
      { name: '../sibling.txt', body: 'outside' },
    ]);
    await unpackDataDir(image, dataDir);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dataDir, 'base', '1', '112'), 'utf8')).toBe('page');
    expect(readFileSync(path.join(dataDir, 'escaped.txt'), 'utf8')).toBe('outside');
    expect(readFileSync(path.join(dataDir, 'sibling.txt'), 'utf8')).toBe('outside');
    expect(existsSync(path.join(root, 'escaped.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'inner', 'sibling.txt'))).toBe(false);
    expect(readdirSync(path.join(root, 'inner'))).toEqual(['pglite']);
  });

  it('leaves no database behind when the dump is broken', async () => {
    const dataDir = path.join(scratch(), 'pglite');
    const whole = await (await tarball([{ name: '/PG_VERSION', body: '17\n' }])).arrayBuffer();
    await expect(unpackDataDir(new Blob([whole.slice(0, 20)]), dataDir)).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  });
});
