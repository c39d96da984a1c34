// `npm run admin:create -- --email you@example.com [--password ...] [--first-name ...] [--last-name ...]`
// Creates an admin in DATABASE_URL (or the embedded database). Without --password it asks for one on a
// terminal, or generates one and prints it.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { ZodError } from 'zod';
import { AppError } from '../src/server/app-error.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createAdmin } from '../src/server/modules/users/create-admin.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!values.email) fail('Usage: npm run admin:create -- --email you@example.com [--password ...]');

let password = values.password;
let generated = false;
if (!password && process.stdin.isTTY) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('Password for the new admin (leave empty to generate one): ')).trim();
  rl.close();
}
if (!password) {
  password = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
  generated = true;
}

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const admin = await createAdmin(database.db, {
    email: values.email,
    password,
    ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
    ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
  });
  console.log(`Admin created: ${admin.email}`);
  if (generated) console.log(`Password (shown once): ${password}`);
} catch (err) {
  if (err instanceof ZodError) fail(err.issues.map((i) => i.message).join('; '));
  if (err instanceof AppError) fail(err.message);
  throw err;
} finally {
  await database.close();
}
