// Validates the environment before `npm start` spends time building: a bad value is one line, exit 1.
import { ConfigError, loadConfig } from '../src/server/config.ts';

try {
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
