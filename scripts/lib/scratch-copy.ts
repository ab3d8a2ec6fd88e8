import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function git(args: readonly string[], cwd: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * A copy of the project in a new temporary folder (named `<prefix>-…`): its tracked files as they
 * are in this checkout (a tracked file deleted here is left out), and this checkout's node_modules
 * linked. For what changes the project to measure or test it (more posts, more languages) without
 * touching this checkout. With `history`, the copy is also a Git repository sharing this one's
 * objects, at this checkout's commit, its changes uncommitted as they are here: what reads the
 * history (the dates articles were updated, the tests of the converted articles) works there as in
 * a clone. Returns the copy's folder.
 */
export function scratchCopy(prefix: string, { history = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  if (history) {
    git(['clone', '--quiet', '--shared', '--no-checkout', ROOT, dir], ROOT);
    // The index at the commit, the files copied below: the copy's changes are this checkout's.
    git(['reset', '--quiet'], dir);
    // The linked node_modules is a link, which the ignore rule for the folder does not match.
    appendFileSync(path.join(dir, '.git', 'info', 'exclude'), '/node_modules\n');
  }
  const listed = git(['ls-files', '-z'], ROOT);
  for (const file of listed.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Commits every change of the copy `dir` (made with `history`) as one commit, as a person would
 * before pushing: what reads the history then sees the changes as committed now.
 */
export function commitAll(dir: string, message: string): void {
  git(['add', '--all'], dir);
  git(
    ['-c', 'user.name=Scratch copy', '-c', 'user.email=scratch@localhost', 'commit', '--quiet', '--no-verify', '-m', message],
    dir,
  );
}
