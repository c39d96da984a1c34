import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { loadWebPush } from '../../lazy-packages.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const generated = new Map<string, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The VAPID keys that sign every push (decision 029): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise a pair generated once into DATA_DIR/vapid-keys.json and reused after (a new pair would cut
 * off every subscription made with the old one). Several instances must share keys through the
 * environment, since their data folders are not shared.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = config.push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  let pending = generated.get(file);
  if (!pending) {
    pending = readOrCreate(file);
    generated.set(file, pending);
    pending.catch(() => generated.delete(file));
  }
  return { ...(await pending), subject };
}

async function readOrCreate(file: string): Promise<{ publicKey: string; privateKey: string }> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const keys = (await loadWebPush()).generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  // `wx`: if another process wrote the file meanwhile, keep theirs.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readOrCreate(file);
  }
}
