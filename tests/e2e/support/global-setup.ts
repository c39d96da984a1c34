import type { TestProject } from 'vitest/node';
import { startBuiltApp } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built app for the whole e2e run, on a free port with a fresh DATA_DIR (so the demo data is seeded). */
export default async function setup(project: TestProject) {
  const app = await startBuiltApp();
  project.provide('baseUrl', app.url);
  return async () => {
    const code = await app.stop();
    if (code !== 0)
      throw new Error(`The app did not exit cleanly on SIGTERM (code ${code}):\n${app.output()}`);
  };
}
