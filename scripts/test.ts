// `npm test`: lint then the production build, beside the translation check, type check and unit
// tests; then end-to-end tests against the built site: the Chromium suite (Playwright, headless)
// beside the trial copy's route sweep, then the cross-engine set in Firefox and WebKit
// (tests/engines/run.ts). The trial copy (scripts/lib/trial.ts: the project with a week of
// publishing and two more languages) passes its own build, type check and unit tests beside the
// rest, and the specs that run in every language of its list. Exits non-zero on the first
// failure. Nothing in it depends on how fast the machine is: timed checks (the taps' timing at 4×
// CPU, Lighthouse) are `npm run test:taps` and `npm run bench`, which report the figures and fail there.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { ENGINE_PACKAGES, ENGINES, missingEngine, systemChromium } from './lib/browsers';
import { TRIAL_CHECKS, TRIAL_ENV, TRIAL_SPECS, trialProject, trialSweep } from './lib/trial';
import { readSiteToday } from '../src/content/siteToday';

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

/**
 * A step: its label and command; `after`, what it waits for before it starts (packages being
 * installed); where it runs (`cwd`, this checkout by default), with what more in its environment,
 * and at what scheduling priority (a nice value; 0 is the default); `stream`: its output shown as it
 * comes (a step nothing else prints beside), not held until it ends.
 */
type Step = readonly [
  label: string,
  command: string,
  args: readonly string[],
  after?: Promise<void>,
  options?: { cwd?: string; env?: Record<string, string>; priority?: number; stream?: boolean },
];

/**
 * The steps running now: a failure ends the run, and those still running beside it with it. Each
 * step is a process group of its own (npx and npm start the real command as a child), so the whole
 * group is stopped, not only its first process.
 */
const running = new Set<ReturnType<typeof spawn>>();
process.on('exit', () => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* the group has ended */
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

/**
 * Runs a step beside others: its output is held and printed whole when it ends, so that the logs
 * do not interleave. Exits on failure.
 */
async function runStep([label, command, args, after, options = {}]: Step): Promise<void> {
  await after;
  return new Promise<void>((resolve) => {
    const started = Date.now();
    if (options.stream) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {
      stdio: ['ignore', options.stream ? 'inherit' : 'pipe', options.stream ? 'inherit' : 'pipe'],
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      detached: true,
    });
    // Set before the command starts its own processes, which inherit it.
    if (options.priority && child.pid !== undefined) setPriority(child.pid, options.priority);
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!options.stream)
        console.log(`\n▶ ${label}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString().trimEnd()}`);
      if (code !== 0) {
        console.error(`\n✖ ${label} failed (exit ${code ?? signal}) after ${seconds} s.`);
        process.exit(code || 1);
      }
      console.log(`✔ ${label}: ${seconds} s`);
      resolve();
    });
  });
}

/**
 * Chains of steps side by side, each chain's steps one after another: the static checks are single
 * processes (ESLint, tsc), so two of them use both cores of a 2-core machine. Exits on the first failure.
 */
async function runSideBySide(chains: readonly (readonly Step[])[]): Promise<void> {
  await Promise.all(
    chains.map(async (chain) => {
      for (const step of chain) await runStep(step);
    }),
  );
}

/** The system Chromium (systemChromium), else Playwright's own browser if installed. */
function findChromium(): string | null {
  const system = systemChromium();
  if (system) return system;
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
 * Firefox and WebKit for the cross-engine set (tests/engines/run.ts): Debian's firefox-esr,
 * webkit2gtk-driver and xvfb (installed in the background as root on Debian, see below), else
 * Playwright's own browsers where installed; otherwise the run stops and says how to get them.
 */
function ensureEngines(): void {
  const missing = ENGINES.flatMap((id) => {
    const lacks = missingEngine(id);
    return lacks ? [`${id} (${lacks})`] : [];
  });
  if (missing.length) {
    console.error(
      `No ${missing.join(', ')} for the cross-engine tests. ` +
        `Install Debian's ${ENGINE_PACKAGES.join(' ')} packages, or run \`npx playwright install firefox webkit\` where downloads work.`,
    );
    process.exit(1);
  }
}

/** A program on $<ENV>, in /usr/bin or /usr/local/bin, or on $PATH (as tests/unit/xliff.test.ts finds it). */
function findProgram(name: string, env: string): string | null {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  const candidates = [process.env[env], `/usr/bin/${name}`, `/usr/local/bin/${name}`, ...dirs.map((dir) => `${dir}/${name}`)];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

/**
 * Debian packages the unit tests need that this machine lacks: tests/unit/xliff.test.ts reads the
 * XLIFF export with translate-toolkit's xliff2po (a translators' tool), checks it with libxml2-utils'
 * xmllint, and validates it against the official XLIFF 1.2 schema (a copy in the test's fixtures).
 */
function missingUnitPackages(): string[] {
  const packages = [];
  if (!findProgram('xliff2po', 'XLIFF2PO_PATH')) packages.push('translate-toolkit');
  if (!findProgram('xmllint', 'XMLLINT_PATH')) packages.push('libxml2-utils');
  return packages;
}

/** Debian packages the end-to-end tests need that this machine lacks. */
function missingPackages(): string[] {
  const packages = [];
  if (!findChromium()) packages.push('chromium');
  if (!findNginx()) packages.push('nginx');
  if (ENGINES.some((id) => missingEngine(id))) packages.push(...ENGINE_PACKAGES);
  return packages;
}

/** Runs `apt-get install` of `packages` (after `apt-get update` when `update`), its output to a file shown if it fails. */
function aptInBackground(packages: readonly string[], update: boolean): Promise<void> {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'npm-test-apt-')), 'apt.log');
  const log = openSync(logFile, 'w');
  const install = `apt-get install -y -qq ${packages.join(' ')}`;
  const child = spawn('sh', ['-c', update ? `apt-get update -qq && ${install}` : install], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', log, log],
  });
  const started = Date.now();
  return new Promise((done) => {
    child.on('exit', (code) => {
      closeSync(log);
      if (code !== 0) {
        console.error(
          `\n✖ installing ${packages.join(' ')} failed (exit ${code}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
        );
        process.exit(1);
      }
      console.log(`✔ installed ${packages.join(' ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      done();
    });
  });
}

/**
 * As root on Debian, installs the missing packages while lint, tests and build run (a minute on a
 * new machine): first the unit tests' few (the unit tests wait for them), then the end-to-end
 * tests' (their steps wait for those).
 */
function installInBackground(): { unitTools: Promise<void>; all: Promise<void> } | null {
  const unit = missingUnitPackages();
  const e2e = missingPackages();
  if (!unit.length && !e2e.length) return null;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return null;
  console.log(`Installing Debian's ${[...unit, ...e2e].join(' ')} in the background (running as root).`);
  const unitTools = unit.length ? aptInBackground(unit, true) : Promise.resolve();
  const all = unitTools.then(() => (e2e.length ? aptInBackground(e2e, !unit.length) : undefined));
  return { unitTools, all };
}

/**
 * One build for the whole run, and its contact form posts to a test server on loopback, which
 * tests/e2e/contact-form.spec.ts starts on this port (and takes the next as its lock). The build's
 * scripts, the server's headers (CSP) and the tests all read these variables, so they agree. An
 * external form (VITE_CONTACT_FORM_URL) would replace the site's own: the tests need the latter.
 * The form's other mode, an email when no endpoint is set, is checked without a second build (docs/testing.md).
 */
const contactTestPort = Number(process.env.CONTACT_TEST_PORT ?? 4392);
process.env.VITE_CONTACT_ENDPOINT = `http://127.0.0.1:${contactTestPort}/contact`;
process.env.VITE_CONTACT_FORM_URL = '';
console.log(`The build and tests of this run post the contact form to ${process.env.VITE_CONTACT_ENDPOINT} (a test server).`);
// One build's day for the whole run (src/content/siteToday.ts): a run that crosses midnight in
// Riyadh would otherwise build on one day and test on the next (which positions are open, and the
// tests' own titles, which name the day).
process.env.SITE_TODAY = readSiteToday(process.env);

/** Playwright's workers for this checkout's Chromium suite and, beside it, the trial copy's sweep. */
const E2E_WORKERS = { checkout: Number(process.env.E2E_WORKERS ?? 3), trial: Number(process.env.TRIAL_WORKERS ?? 2) };

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const installing = installInBackground();

// The trial copy (scripts/lib/trial.ts): the project with a week of publishing and two more
// languages. Its build runs from the start at normal priority, so that its route sweep can start
// beside this checkout's Chromium suite; its type check and unit tests run below normal priority
// from the start, in the time this checkout's steps leave the processor idle.
const trial = await trialProject();
console.log(
  `The trial copy (${trial.dir}): posts ${trial.content.newPost} and ${trial.content.scheduledPost} added, ${trial.content.removedPost} removed; one more of every record; two more languages.`,
);
process.on('exit', () => rmSync(trial.dir, { recursive: true, force: true }));
const trialStep = ([label, command, args]: (typeof TRIAL_CHECKS)[number], priority: number): Step => [
  `trial copy: ${label}`,
  command === 'npx' ? npx : command,
  args,
  // Its unit tests read the XLIFF export with the same Debian tools as this checkout's.
  label === 'unit tests' ? installing?.unitTools : undefined,
  { cwd: trial.dir, priority, env: TRIAL_ENV },
];
const isBuild = ([label]: (typeof TRIAL_CHECKS)[number]) => label === 'production build';
const trialBuilt = runSideBySide([TRIAL_CHECKS.filter(isBuild).map((check) => trialStep(check, 0))]);
const trialChecked = runSideBySide([TRIAL_CHECKS.filter((check) => !isBuild(check)).map((check) => trialStep(check, 10))]);

// The production build (`npm run build` less its type check, which the other chain runs) needs
// none of the checks, so it follows lint, the longest step: both chains take about 40 s, instead of
// 40 s and then the build's 14.
await runSideBySide([
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['production build', 'npm', ['run', '--silent', 'build:site']],
  ],
  [
    ['translations', 'npm', ['run', '--silent', 'i18n:check']],
    ['type check', npx, ['tsc', '-b']],
    ['unit tests', npx, ['vitest', 'run'], installing?.unitTools],
  ],
]);
run('build-size budget', 'node', ['--import', 'tsx', 'scripts/check-budget.ts']);
await installing?.all;
const browserEnv = ensureChromium();
const nginxEnv = ensureNginx();
// Every spec but those the trial copy runs in every language of its list, this checkout's among
// them (TRIAL_SPECS). Not run with spawnSync as the steps above: the trial copy's checks go on
// beside it, and this process must be free to see them end.
const specs = readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => `tests/e2e/${name}`)
  .filter((spec) => !(TRIAL_SPECS as readonly string[]).includes(spec));
// The two Chromium runs side by side, the copy's from when its build is done: one after the other,
// each ran with the processor idle a fifth of its time (tests waiting on timers and quiet networks,
// and the last long tests of a run alone at its end), and one run's waits are the other's turns.
// Together they keep five workers on a 2-core machine, as busy as three were with a core taken by
// something else, which the suites pass (nothing in them depends on how fast the machine is).
const chromiumSuite = runStep([
  'end-to-end tests (Chromium)',
  npx,
  ['playwright', 'test', ...specs, '--project=desktop', '--project=phone', `--workers=${E2E_WORKERS.checkout}`],
  undefined,
  { env: { ...browserEnv, ...nginxEnv }, stream: true },
]);
const sweep = trialSweep(Number(process.env.TRIAL_PORT ?? 4321));
const trialRun = runStep([
  'trial copy: route sweep (Chromium)',
  npx,
  [...sweep.args, `--workers=${E2E_WORKERS.trial}`],
  trialBuilt,
  { cwd: trial.dir, env: { ...browserEnv, ...nginxEnv, ...sweep.env } },
]);
await Promise.all([chromiumSuite, trialRun, trialChecked]);
ensureEngines();
// After the Chromium runs, not beside them: beside the Chromium suite the set made the two take
// 558 s together against about 530 one after the other, and beside the copy's sweep a WebKit check
// went past its 30 s (the sweep and the set together: 269 s against 211 + 88 alone).
run('end-to-end tests (Firefox and WebKit)', 'node', ['--import', 'tsx', 'tests/engines/run.ts']);
console.log('\n✔ all checks passed');
