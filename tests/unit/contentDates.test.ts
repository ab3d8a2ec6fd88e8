import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentDates } from '../../src/content/contentDates';

/** A scratch repository whose commits are dated as given. */
const repo = mkdtempSync(path.join(tmpdir(), 'dates-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (args: string[], date = '2025-01-01T00:00:00Z') => {
  const run = spawnSync('git', args, {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
};
const write = (file: string, value: object) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), JSON.stringify(value));
};
const commit = (date: string) => {
  git(['add', '-A'], date);
  git(['commit', '-qm', date], date);
};
git(['init', '-q']);
// a.json: added on 1 March, its content changed on 1 April, only its title on 1 May.
write('locales/a.json', { title: 'A', content: 'one' });
write('locales/b.json', { title: 'B', content: 'same' });
commit('2025-03-01T10:00:00Z');
write('locales/a.json', { title: 'A', content: 'two' });
commit('2025-04-01T10:00:00Z');
write('locales/a.json', { title: 'A2', content: 'two' });
commit('2025-05-01T10:00:00Z');
// b.json: rewritten on 1 June with its content as it was (a change of shape, not of text).
write('locales/b.json', { content: 'same', title: 'B' });
commit('2025-06-01T10:00:00Z');
const content = (json: unknown) => (json as { content?: unknown }).content;

describe('content dates from Git history', () => {
  const dates = new ContentDates(repo);

  it('dates a file by its last commit', () => {
    expect(dates.changed('locales/a.json').toISOString()).toBe('2025-05-01T10:00:00.000Z');
    expect(dates.changed('locales/b.json').toISOString()).toBe('2025-06-01T10:00:00.000Z');
  });

  it("dates a value by the last commit that changed it, and not by the file's first version", () => {
    const changed = dates.valuesChanged(['locales/a.json', 'locales/b.json'], content);
    expect(changed.get('locales/a.json')?.toISOString()).toBe('2025-04-01T10:00:00.000Z');
    expect(changed.get('locales/b.json')).toBeUndefined();
  });

  it('dates a file changed since the last commit by its modification time', () => {
    write('locales/a.json', { title: 'A2', content: 'three' });
    const when = new Date('2025-07-04T12:00:00Z');
    utimesSync(path.join(repo, 'locales/a.json'), when, when);
    const now = new ContentDates(repo);
    expect(now.changed('locales/a.json').toISOString()).toBe(when.toISOString());
    expect(now.valuesChanged(['locales/a.json'], content).get('locales/a.json')?.toISOString()).toBe(when.toISOString());
    write('locales/a.json', { title: 'A2', content: 'two' });
  });

  it('without Git, falls back to modification times and claims no update', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'nogit-'));
    try {
      mkdirSync(path.join(plain, 'locales'));
      writeFileSync(path.join(plain, 'locales/c.json'), '{"content":"x"}');
      const when = new Date('2025-02-02T00:00:00Z');
      utimesSync(path.join(plain, 'locales/c.json'), when, when);
      const none = new ContentDates(plain);
      expect(none.changed('locales/c.json').toISOString()).toBe(when.toISOString());
      expect(none.valuesChanged(['locales/c.json'], content).get('locales/c.json')).toBeUndefined();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
