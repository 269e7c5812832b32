// npm start: build what is stale, then run both servers.
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
