// `npm run pseudo`: the site with its pseudo-locales, to look at (`npm test` checks them in its trial
// copy, scripts/lib/trial.ts). A copy of the project in a temporary folder gets two more
// languages made from English (scripts/lib/pseudo-site.ts): /en-xa/… (every string accented, in
// brackets, 40% longer) and /qaa-plocm/… (the same text right to left, in Arabic script but not Arabic). It is
// built (below normal priority) and served there; this
// checkout and its dist/ are left as they are, and the copy is removed when the server is stopped
// (Ctrl+C, or SIGTERM), or the build fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { buildSite, PSEUDO_LANGUAGES, pseudoProject } from './lib/pseudo-site';

const port = Number(process.env.PORT ?? 4320);
const dir = await pseudoProject();
const removeCopy = () => rmSync(dir, { recursive: true, force: true });
/** The server, once the copy is built. */
const serving: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const server of serving) server.kill(signal);
    removeCopy();
    process.exit(0);
  });

console.log(`pseudo-locales: building ${dir}`);
try {
  await buildSite(dir, constants.priority.PRIORITY_BELOW_NORMAL);
} catch (error) {
  removeCopy();
  throw error;
}
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  cwd: dir,
  env: { ...process.env, PORT: String(port) },
  stdio: 'inherit',
});
serving.push(server);
console.log(
  `pseudo-locales: ${PSEUDO_LANGUAGES.map(({ code }) => `http://127.0.0.1:${port}/${code}/home`).join(' and ')} (Ctrl+C stops)`,
);
server.on('exit', (code) => {
  removeCopy();
  process.exit(code ?? 0);
});
