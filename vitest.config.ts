import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    globalSetup: ['tests/setup/global-setup.ts'],
    // Vitest's default, one worker fewer than the cores, is one worker on a 2-core machine, where the tests
    // spend much of their time waiting on PostgreSQL and on timers: two workers took the suite on
    // PostgreSQL from 743 to 388 s and on PGlite from 533 to 336 s there (each file has its own database).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
