// `npm run typecheck`: the server side (API, packages, scripts, tests) and the web app are type-checked with their own
// settings (the web app has the DOM's types, the rest node's). The two run side by side: together they take little
// more than the longer one.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['tsconfig.json', 'apps/web/tsconfig.json'];

const exitCodes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
        child.on('exit', (code) => resolve(code ?? 1));
        child.on('error', () => resolve(1));
      }),
  ),
);
process.exit(exitCodes.every((code) => code === 0) ? 0 : 1);
