import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The production servers of dist/ that tests/e2e/server.spec.ts starts itself, next to `npm start`
 * (scripts/serve.ts, the Playwright webServer):
 * - nginx running deploy/nginx.conf (a temporary copy with the placeholders filled in), which
 *   includes the generated dist-nginx/*.conf;
 * - Cloudflare Pages' own runtime, `wrangler pages dev dist` (wrangler 3, a dev dependency: workerd
 *   and Cloudflare's asset server, offline, no login, metrics off), which reads dist/_redirects and
 *   dist/_headers as Cloudflare Pages does.
 * Each listens on a free loopback port, and is stopped (it and nothing else) when its tests end.
 */

const root = path.resolve(import.meta.dirname, '../../..');
export const dist = path.join(root, 'dist');
export const nginxDir = path.join(root, 'dist-nginx');

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

/** The preferred port if it is free, else one the system picks. */
export async function freePort(preferred: number): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
      });
    });
  const port = (await attempt(preferred)) ?? (await attempt(0));
  if (!port) throw new Error('no free loopback port');
  return port;
}

/** Waits until `url` answers at all (any status), or the process exits, or the time is up. */
async function waitForAnswer(url: string, child: ChildProcess, what: string, log: () => string, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering:\n${log()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${ms / 1000} s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether a process group still has a running member (zombies aside: they are gone, only not yet
 * reaped). Read from /proc on Linux; elsewhere, whether the group can be signalled at all.
 */
function groupRunning(pgid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .some((pid) => {
        try {
          // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so read after the last ")".
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return Number(pgrp) === pgid && state !== 'Z';
        } catch {
          return false; // ended meanwhile
        }
      });
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a child started here: each signal in turn, until it has exited. With `group` (a child
 * started `detached` leads a process group: wrangler and its workerd), the group is then given the
 * time to end by itself (wrangler stops workerd and waits for it, so that none is left behind, not
 * even unreaped), and only what still runs after that is killed.
 */
async function stopChild(child: ChildProcess, signals: readonly NodeJS.Signals[], { group = false } = {}) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const signal of signals) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    child.kill(signal);
    if (await Promise.race([exited.then(() => true), sleep(3_000).then(() => false)])) break;
  }
  if (!group || !child.pid) return;
  for (const deadline = Date.now() + 5_000; groupRunning(child.pid) && Date.now() < deadline;) await sleep(100);
  try {
    if (groupRunning(child.pid)) process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

// ---------------------------------------------------------------------------------------------
// nginx with deploy/nginx.conf.

const SITE_DIR_PLACEHOLDER = '/var/www/qimmah-site/dist';
const NGINX_DIR_PLACEHOLDER = '/var/www/qimmah-site/nginx';

export function findNginx(): string | undefined {
  const fromPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', ...fromPath].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
}

/** mime.types next to the binary's compiled-in nginx.conf (Debian: /etc/nginx/mime.types). */
function findMimeTypes(binary: string): string | undefined {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stderr}${version.stdout}`)?.[1];
  return [
    confPath && path.join(path.dirname(confPath), 'mime.types'),
    '/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

function replaceOrFail(text: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? text.includes(search) : search.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${search}: update tests/e2e/support/servers.ts`);
  return typeof search === 'string' ? text.replaceAll(search, replacement) : text.replace(search, replacement);
}

/**
 * nginx serving dist/ with deploy/nginx.conf, proxying /api/ to the contact form's receiver on
 * `receiverPort` (where given; else the file's own address, where nothing answers in a test);
 * throws, saying why, when it cannot.
 */
export async function startNginx({ receiverPort }: { receiverPort?: number } = {}): Promise<RunningServer> {
  const binary = findNginx();
  if (!binary)
    throw new Error("nginx is not installed (set NGINX_PATH, or install Debian's nginx package; `npm test` does so as root)");
  const mimeTypes = findMimeTypes(binary);
  if (!mimeTypes) throw new Error(`nginx at ${binary} has no mime.types next to its nginx.conf`);
  for (const file of ['nginx-headers.conf', 'nginx-routes.conf'])
    if (!existsSync(path.join(nginxDir, file))) throw new Error(`dist-nginx/${file} is missing: run \`npm run build\``);
  for (const dir of [dist, nginxDir])
    if (/[\s;{}"'$#]/.test(dir)) throw new Error(`cannot put ${dir} in an nginx config unquoted`);
  // The receiver's tests take a port of the system's choosing: server.spec.ts's nginx, in another
  // worker, may be starting on the preferred one at the same moment.
  const port = await freePort(receiverPort ? 0 : Number(process.env.NGINX_TEST_PORT ?? 4391));
  const dir = mkdtempSync(path.join(tmpdir(), 'qimmah-nginx-'));
  const errorLog = path.join(dir, 'error.log');

  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  site = replaceOrFail(site, SITE_DIR_PLACEHOLDER, dist);
  site = replaceOrFail(site, NGINX_DIR_PLACEHOLDER, nginxDir);
  site = replaceOrFail(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  site = replaceOrFail(site, /^\s*listen \[::\]:80;\n/m, '');
  site = replaceOrFail(site, 'proxy_pass http://127.0.0.1:8787;', `proxy_pass http://127.0.0.1:${receiverPort ?? 8787};`);
  writeFileSync(path.join(dir, 'site.conf'), site);

  const temp = (name: string) => path.join(dir, name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root nginx would switch its workers to "nobody"; stay the user that can read dist/.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      // Debian's default: 200 submissions at once take 400 connections through the proxy.
      'events { worker_connections 768; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${temp('access.log')};`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];

  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t rejected deploy/nginx.conf:\n${check.stderr}`);
  }

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, ['SIGQUIT', 'SIGTERM', 'SIGKILL']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${base}/en/home`, child, 'nginx', () => `${stderr}${readFileSync(errorLog, 'utf8')}`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

// ---------------------------------------------------------------------------------------------
// Cloudflare Pages: `wrangler pages dev dist`.

/**
 * The compatibility date the runtime runs with, fixed so that a newer wrangler 3 cannot change
 * what the tests see (Cloudflare Pages takes the project's date from its settings).
 */
export const PAGES_COMPATIBILITY_DATE = '2025-01-01';

/** Why wrangler cannot run here, or its CLI script. */
function findWrangler(): { script: string; version: string } | { missing: string } {
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve('wrangler/package.json');
  } catch {
    return { missing: 'wrangler is not installed: run `npm ci` (it is a dev dependency, wrangler 3)' };
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (!version.startsWith('3.'))
    return {
      missing: `wrangler ${version} is installed, the tests run wrangler 3 (the line that runs on Node 20): run \`npm ci\``,
    };
  return { script: path.join(path.dirname(manifest), 'bin', 'wrangler.js'), version };
}

/** A folder of its own for one wrangler process (its state, logs, home), and its environment: metrics off. */
function wranglerHome(prefix: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: path.join(dir, 'logs'),
      HOME: dir,
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      CI: 'true',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  };
}

/**
 * Runs wrangler with `args` in a process group of its own (so that stopping it stops workerd too),
 * and waits until `url` answers; `stop` ends the group and removes `dir`. Throws, with its output
 * and `hint`, when it cannot start.
 */
async function spawnWrangler(
  args: readonly string[],
  {
    cwd,
    dir,
    env,
    url,
    what,
    hint = '',
  }: { cwd: string; dir: string; env: NodeJS.ProcessEnv; url: string; what: string; hint?: string },
): Promise<{ stop: () => Promise<void>; output: () => string }> {
  const child = spawn(process.execPath, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    await stopChild(child, ['SIGTERM', 'SIGKILL'], { group: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(url, child, what, () => `${output}${hint}`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output: () => output };
}

/**
 * `wrangler pages dev dist` on a free loopback port, in a temporary directory of its own (its
 * state, logs and home), metrics off; throws, saying why, when it cannot start.
 *
 * With `receiver`, as the project deploys it: from the project's folder, so that the Pages Function
 * the build wrote (functions/api/contact.js) answers /api/contact with the D1 binding of
 * wrangler.toml, its migrations applied to a local database first; `receiver` holds the
 * function's variables. `d1File` is that database's SQLite file.
 */
export async function startPagesDev({ receiver }: { receiver?: Record<string, string> } = {}): Promise<
  RunningServer & { log: () => string; d1File: () => string; state: string }
> {
  const wrangler = findWrangler();
  if ('missing' in wrangler) throw new Error(`Cloudflare Pages cannot be run: ${wrangler.missing}.`);
  for (const file of ['_redirects', '_headers', 'index.html'])
    if (!existsSync(path.join(dist, file))) throw new Error(`dist/${file} is missing: run \`npm run build\``);
  const port = await freePort(receiver ? 0 : Number(process.env.PAGES_TEST_PORT ?? 4393));
  const inspectorPort = await freePort(0);
  const { dir, env } = wranglerHome('qimmah-pages-');
  const state = path.join(dir, 'state');
  if (receiver) {
    if (!existsSync(path.join(root, 'functions', 'api', 'contact.js')))
      throw new Error('functions/api/contact.js is missing: run `npm run build`');
    const migrate = spawnSync(
      process.execPath,
      [wrangler.script, 'd1', 'migrations', 'apply', 'qimmah-leads', '--local', '--persist-to', state],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (migrate.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${migrate.stdout}${migrate.stderr}`);
  }
  const base = `http://127.0.0.1:${port}`;
  const { stop, output } = await spawnWrangler(
    [
      wrangler.script,
      'pages',
      'dev',
      dist,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      PAGES_COMPATIBILITY_DATE,
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...Object.entries(receiver ?? {}).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    {
      cwd: receiver ? root : dir,
      dir,
      env,
      url: `${base}/en/home`,
      what: `wrangler ${wrangler.version} pages dev`,
      // workerd's binary comes in a package per platform (@cloudflare/workerd-linux-64, …), an
      // optional dependency that `npm ci` installs; its install script is not needed.
      hint: `\n(wrangler runs workerd, whose binary \`npm ci\` installs as @cloudflare/workerd-${process.platform}-*)`,
    },
  );
  const d1File = () => {
    const folder = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    const file = existsSync(folder)
      ? readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
      : undefined;
    if (!file) throw new Error(`no local D1 database under ${folder}`);
    return path.join(folder, file);
  };
  return { base, stop, log: output, d1File, state };
}

// ---------------------------------------------------------------------------------------------
// The contact form's receiver as the nginx host runs it: `node server/node.ts` (npm run receiver).

/**
 * The receiver service on a free loopback port, storing into `leadsDb`, with `env` for its
 * settings (LEADS_*); throws, saying why, when it cannot start.
 */
export async function startNodeReceiver(leadsDb: string, env: Record<string, string>): Promise<RunningServer & { port: number }> {
  const port = await freePort(0);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'node.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, RECEIVER_PORT: String(port), RECEIVER_HOST: '127.0.0.1', LEADS_DB: leadsDb },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, ['SIGTERM', 'SIGKILL']);
  try {
    await waitForAnswer(`${base}/api/contact`, child, 'the receiver (server/node.ts)', () => output, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
}

/**
 * The receiver's schedule on Cloudflare (server/cron.ts, deploy/cloudflare/leads-cron.toml) in the
 * local runtime, on the local D1 database in `state` (startPagesDev's), with `vars`: `run()` fires
 * its cron trigger once and resolves when the Worker has done the hour's work.
 */
export async function startLeadsCron(
  state: string,
  vars: Record<string, string>,
): Promise<RunningServer & { run: () => Promise<void> }> {
  const wrangler = findWrangler();
  if ('missing' in wrangler) throw new Error(`the Workers runtime cannot be run: ${wrangler.missing}.`);
  if (!existsSync(path.join(root, 'functions-cron', 'leads-cron.js')))
    throw new Error('functions-cron/leads-cron.js is missing: run `npm run build`');
  const port = await freePort(0);
  const { dir, env } = wranglerHome('qimmah-cron-');
  const base = `http://127.0.0.1:${port}`;
  const { stop, output } = await spawnWrangler(
    [
      wrangler.script,
      'dev',
      '-c',
      path.join(root, 'deploy', 'cloudflare', 'leads-cron.toml'),
      '--test-scheduled',
      '--local',
      '--persist-to',
      state,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort(0)),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: root, dir, env, url: base, what: `wrangler ${wrangler.version} dev (the leads' schedule)` },
  );
  const run = async () => {
    const answer = await fetch(`${base}/__scheduled?cron=${encodeURIComponent('17 * * * *')}`);
    if (!answer.ok) throw new Error(`the scheduled run answered ${answer.status}: ${await answer.text()}\n${output()}`);
  };
  return { base, stop, run };
}
