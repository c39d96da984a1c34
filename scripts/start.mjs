// `npm start`: builds the app when the build is missing or older than the sources, then runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/server/main.js');
const clientIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], {
  cwd: root,
  stdio: 'inherit',
});
if (check.status !== 0) process.exit(check.status ?? 1);

const sources = Math.max(
  newestMtime(path.join(root, 'src')),
  statSync(path.join(root, 'index.html')).mtimeMs,
  statSync(path.join(root, 'package.json')).mtimeMs,
);
const stale =
  !existsSync(built) ||
  !existsSync(clientIndex) ||
  Math.min(statSync(built).mtimeMs, statSync(clientIndex).mtimeMs) < sources;

if (stale) {
  console.log('Building the app (first start, or the sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', built], { cwd: root, stdio: 'inherit' });
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
