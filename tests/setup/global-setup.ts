import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { startJobs } from '../../src/server/jobs/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a dump of a migrated database that each test file starts from. */
    pgliteTemplate: string | null;
    /** Postgres runs: the migrated database each test file copies (TEST_DATABASE_URL). */
    postgresTemplateUrl: string | null;
  }
}

/** Migrates once per run (schema and pg-boss), so each test file starts from a ready database. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const handle = await openDatabase({ url, maxConnections: 2 });
  await handle.migrate();
  const jobs = await startJobs(handle, url, pino({ level: 'silent' }), { supervise: false });
  await jobs.stop();

  if (url) {
    await handle.close();
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplateUrl', url);
    return;
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'mealplanner-test-'));
  const file = path.join(dir, 'template.tar.gz');
  const dump = await handle.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplateUrl', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
