// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in this process.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWebIfStale();

// NODE_ENV is the operator's: unset, the server runs as the demo (development); production sets NODE_ENV=production
const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/server.ts'));
