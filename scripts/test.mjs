// `npm test`: lint, type check, unit tests, production build, then end-to-end tests in headless
// Chromium against the built site. Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** $CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if installed. */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    if (existsSync(chromium.executablePath())) return 'playwright';
  } catch {
    /* Playwright's browser is not installed */
  }
  return null;
}

function ensureChromium() {
  let found = findChromium();
  const isRoot = process.getuid?.() === 0;
  if (!found && isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Debian\'s chromium package (running as root).');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    found = findChromium();
  }
  if (!found) {
    console.error(
      'No Chromium to run the end-to-end tests. Either set CHROME_PATH to a Chromium or Chrome binary, ' +
        'install your system\'s chromium package, or run `npx playwright install chromium` where downloads work.',
    );
    process.exit(1);
  }
  return found === 'playwright' ? {} : { CHROME_PATH: found };
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('lint', 'npm', ['run', '--silent', 'lint']);
run('type check', npx, ['tsc', '-b']);
run('unit tests', npx, ['vitest', 'run']);
run('production build', 'npm', ['run', '--silent', 'build']);
const browserEnv = ensureChromium();
run('end-to-end tests', npx, ['playwright', 'test'], browserEnv);
console.log('\n✔ all checks passed');
