// `npm run test:trial`: the trial copy alone (scripts/lib/trial.ts), as `npm test` runs it: the
// project with a week of publishing and two more languages must pass the type check, the unit
// tests, the build and the route sweep in every language. The copy is removed at the end, unless
// KEEP_TRIAL=1 (its folder is printed first).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { TRIAL_CHECKS, trialProject, trialSweep } from './lib/trial';

const trial = await trialProject();
console.log(`trial copy: ${trial.dir}`, trial.content);
const remove = () => {
  if (process.env.KEEP_TRIAL !== '1') rmSync(trial.dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    remove();
    process.exit(1);
  });

const sweep = trialSweep(Number(process.env.TRIAL_PORT ?? 4321));
const steps = [...TRIAL_CHECKS, ['route sweep', 'npx', sweep.args] as const];
for (const [label, command, args] of steps) {
  console.log(`\n▶ trial copy: ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: trial.dir, stdio: 'inherit', env: { ...process.env, ...sweep.env } });
  if (result.status !== 0) {
    console.error(`\n✖ trial copy: ${label} failed (exit ${result.status ?? result.signal})`);
    remove();
    process.exit(result.status || 1);
  }
}
remove();
console.log('\n✔ the trial copy passed');
