// `npm run db:seed`: seeds the demo accounts into an empty database (the embedded one does this itself).
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemo } from '../src/server/db/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const created = await seedDemo(database.db);
await database.close();
if (created.length === 0) console.log('The database already has users; nothing seeded.');
else for (const a of created) console.log(`${a.role.padEnd(17)} ${a.email.padEnd(38)} ${a.password}`);
