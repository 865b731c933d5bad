// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

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

// WEB_DIST names a web build made elsewhere (several builds side by side): it is served as it is
if (!process.env.WEB_DIST && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesChanged())) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@samplebank/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// NODE_ENV is the operator's: unset, the server runs as the demo (development); production sets NODE_ENV=production
const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/server.ts'));
