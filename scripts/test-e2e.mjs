// `npm run test:e2e`: browser tests in Debian's Chromium against the production build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`The browser tests need Chromium at ${chromium}, and it is not there.`);
  console.error('Install it with: apt-get update && apt-get install -y chromium');
  console.error('(or set CHROMIUM_PATH to another Chromium binary). Playwright downloads are not used.');
  process.exit(1);
}

// The PDF test turns the downloaded documents into pictures to look at (Debian's poppler-utils).
if (spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).error) {
  console.error('The browser tests need pdftoppm, and it is not there.');
  console.error('Install it with: apt-get update && apt-get install -y poppler-utils');
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
if (process.env.E2E_SKIP_BUILD !== '1' && run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
process.exit(run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
