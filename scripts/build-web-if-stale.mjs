// Builds the web app when it is missing or older than its sources (`npm start`, and once before the browser tests,
// whose servers then serve the same build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
// the server render's bundle, built after the browser's (`npm run build -w @samplebank/web`)
const builtServer = join(web, 'dist-server/entry-server.js');

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const sources = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'public'),
  join(root, 'packages'),
];
const sourcesChanged = () => Math.max(...sources.filter(existsSync).map(newestChange));

/** Builds unless WEB_DIST names a build made elsewhere (several builds side by side), which is served as it is. */
export function buildWebIfStale() {
  const built = existsSync(builtIndex) && existsSync(builtServer);
  if (process.env.WEB_DIST || (built && statSync(builtIndex).mtimeMs >= sourcesChanged())) return;
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@samplebank/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
