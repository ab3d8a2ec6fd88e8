// `npm test`: lint, type check, unit tests, production build, then end-to-end tests against the
// built site: the Chromium suite (Playwright, headless), then the cross-engine set in Firefox and
// WebKit (scripts/engines.ts). Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ENGINE_PACKAGES, ENGINES, findEngine } from './engines/browsers';

function run(label: string, command: string, args: readonly string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label}: ${seconds} s`);
}

/** $CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if installed. */
function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test') as typeof import('@playwright/test');
    if (existsSync(chromium.executablePath())) return 'playwright';
  } catch {
    /* Playwright's browser is not installed */
  }
  return null;
}

let aptUpdated = false;
/** `apt-get update` once per run (a failure stops the run). */
function aptUpdate() {
  if (!aptUpdated) run('apt-get update', 'apt-get', ['update', '-qq']);
  aptUpdated = true;
}

/**
 * A program the end-to-end tests need: found, else (as root on Debian) installed from Debian's
 * package, else the run stops and says how to get it. Nothing is skipped for want of it.
 */
function ensureProgram<T extends string>(what: string, find: () => T | null, debianPackage: string, howTo: string): T {
  let found = find();
  if (!found && process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log(`No ${what} found: installing Debian's ${debianPackage} package (running as root).`);
    aptUpdate();
    run(`install ${debianPackage}`, 'apt-get', ['install', '-y', '-qq', debianPackage], { DEBIAN_FRONTEND: 'noninteractive' });
    found = find();
  }
  if (!found) {
    console.error(`No ${what} for the end-to-end tests. ${howTo}`);
    process.exit(1);
  }
  return found;
}

function ensureChromium(): Record<string, string> {
  const found = ensureProgram(
    'Chromium',
    findChromium,
    'chromium',
    "Either set CHROME_PATH to a Chromium or Chrome binary, install your system's chromium package, " +
      'or run `npx playwright install chromium` where downloads work.',
  );
  return found === 'playwright' ? {} : { CHROME_PATH: found };
}

/** nginx for tests/e2e/server.spec.ts (deploy/nginx.conf): $NGINX_PATH, the usual paths, $PATH. */
function findNginx(): string | null {
  const dirs = (process.env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .map((dir) => `${dir}/nginx`);
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', ...dirs];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

/** nginx runs deploy/nginx.conf in tests/e2e/server.spec.ts. */
function ensureNginx(): Record<string, string> {
  const found = ensureProgram(
    'nginx',
    findNginx,
    'nginx',
    "Set NGINX_PATH to an nginx binary or install your system's nginx package.",
  );
  return { NGINX_PATH: found };
}

/**
 * Firefox and WebKit for the cross-engine set (scripts/engines.ts): Debian's firefox-esr,
 * webkit2gtk-driver and xvfb, installed as root on Debian when missing, else Playwright's own
 * browsers where installed; otherwise the run stops and says how to get them.
 */
function ensureEngines(): void {
  const missing = () => ENGINES.map(findEngine).filter((engine) => 'missing' in engine);
  if (missing().length && process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log(
      `Not found: ${missing()
        .map((engine) => engine.id)
        .join(', ')}: installing Debian's ${ENGINE_PACKAGES.join(' ')} (running as root).`,
    );
    aptUpdate();
    run('install the other engines', 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...ENGINE_PACKAGES], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  }
  const still = missing();
  if (still.length) {
    console.error(
      `No ${still.map((engine) => `${engine.id} (${'missing' in engine ? engine.missing : ''})`).join(', ')} for the cross-engine tests. ` +
        `Install Debian's ${ENGINE_PACKAGES.join(' ')} packages, or run \`npx playwright install firefox webkit\` where downloads work.`,
    );
    process.exit(1);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('lint', 'npm', ['run', '--silent', 'lint']);
run('translations', 'npm', ['run', '--silent', 'i18n:check']);
run('type check', npx, ['tsc', '-b']);
run('unit tests', npx, ['vitest', 'run']);
run('production build', 'npm', ['run', '--silent', 'build']);
run('build-size budget', 'node', ['--import', 'tsx', 'scripts/check-budget.ts']);
const browserEnv = ensureChromium();
const nginxEnv = ensureNginx();
run('end-to-end tests (Chromium)', npx, ['playwright', 'test'], { ...browserEnv, ...nginxEnv });
ensureEngines();
run('end-to-end tests (Firefox and WebKit)', 'node', ['--import', 'tsx', 'scripts/engines.ts']);
console.log('\n✔ all checks passed');
