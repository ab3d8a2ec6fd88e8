// When the site's content last changed, file by file, from Git history: for the sitemap's
// <lastmod> (scripts/prerender.ts) and an article's "Updated on" (src/content/postFiles.ts). Node
// only. Git is asked four times in all, whatever the number of files: where the repository is
// (`git rev-parse`), one `git log` over the files' history, one `git status` for what changed since
// the last commit, and one `git cat-file` for the older versions of the texts whose values are
// compared.
//
// Where Git cannot say, the file's modification time stands in: a file changed or added since the
// last commit, or a build from a copy without history (an archive). A shallow clone (a CDN's
// build may fetch only the last commit) knows only that commit: every file then dates from it, and
// no article shows "Updated on" (nothing can be compared). Build from a full clone for true dates
// (docs/deploying.md, "Full history").
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Version {
  date: Date;
  /** The blob of the file in that commit; null where the commit deleted it. */
  blob: string | null;
}

const git = (cwd: string, args: string[], input?: string) =>
  spawnSync('git', args, { cwd, encoding: 'utf8', input, maxBuffer: 1 << 30 });

export class ContentDates {
  /** Each file's versions, newest first, by its path relative to the repository's root. */
  private readonly versions = new Map<string, Version[]>();
  /** Files changed, added or untracked since the last commit. */
  private readonly dirty = new Set<string>();
  private readonly hasGit: boolean;
  private readonly gitRoot: string;

  /** `root`: the project; `dirs`: the folders (relative to it) whose files are asked about. */
  constructor(
    readonly root: string,
    dirs: readonly string[] = ['locales'],
  ) {
    const top = git(root, ['rev-parse', '--show-toplevel']);
    this.hasGit = top.status === 0;
    this.gitRoot = this.hasGit ? top.stdout.trim() : root;
    if (!this.hasGit) return;
    const log = git(root, ['log', '--format=%x00%cI', '--raw', '--no-abbrev', '--no-renames', '--', ...dirs]);
    for (const commit of log.stdout.split('\0').slice(1)) {
      const [head = '', ...lines] = commit.split('\n');
      const date = new Date(head.trim());
      for (const line of lines) {
        // :100644 100644 <old> <new> M\t<path>
        const match = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) (\w)\d*\t(.+)$/.exec(line);
        if (!match) continue;
        const [, blob, status, file] = match;
        const list = this.versions.get(file!) ?? [];
        list.push({ date, blob: status === 'D' ? null : blob! });
        this.versions.set(file!, list);
      }
    }
    const status = git(root, ['status', '--porcelain', '-z', '--untracked-files=all', '--', ...dirs]);
    for (const entry of status.stdout.split('\0')) if (entry.length > 3) this.dirty.add(entry.slice(3));
  }

  private key(file: string): string {
    return path.relative(this.gitRoot, path.resolve(this.root, file)).split(path.sep).join('/');
  }

  private mtime(file: string): Date {
    return statSync(path.resolve(this.root, file)).mtime;
  }

  /** When a file last changed: its last commit, or its modification time if it changed since. */
  changed(file: string): Date {
    const key = this.key(file);
    const last = this.versions.get(key)?.[0];
    return !last || this.dirty.has(key) ? this.mtime(file) : last.date;
  }

  /**
   * When the value `pick` reads from each JSON file last changed since the file was added: the
   * date of the newest version whose value differs from the version before it (the file's
   * modification time if that is the file as it is now, changed since the last commit), or
   * undefined if it has not changed since it was added, or there is no history to tell.
   */
  valuesChanged(files: readonly string[], pick: (json: unknown) => unknown): Map<string, Date | undefined> {
    const result = new Map<string, Date | undefined>();
    if (!this.hasGit) {
      for (const file of files) result.set(file, undefined);
      return result;
    }
    const versions = files.map((file) => (this.versions.get(this.key(file)) ?? []).filter((version) => version.blob !== null));
    const texts = readBlobs(
      this.root,
      versions.flat().map((version) => version.blob!),
    );
    let at = 0;
    files.forEach((file, f) => {
      const own = versions[f]!;
      const values = texts.slice(at, (at += own.length)).map((text) => valueOf(text, pick));
      const key = this.key(file);
      let changed: Date | undefined;
      if (
        own.length > 0 &&
        this.dirty.has(key) &&
        valueOf(readFileSync(path.resolve(this.root, file), 'utf8'), pick) !== values[0]
      )
        changed = this.mtime(file);
      else
        for (let i = 0; i + 1 < own.length; i++)
          if (values[i] !== values[i + 1]) {
            changed = own[i]!.date;
            break;
          }
      result.set(file, changed);
    });
    return result;
  }
}

/** A JSON text's picked value, as a string to compare ("" where the text does not parse). */
function valueOf(text: string, pick: (json: unknown) => unknown): string {
  try {
    return JSON.stringify(pick(JSON.parse(text)) ?? null);
  } catch {
    return '';
  }
}

/** The contents of blobs, in one `git cat-file --batch`. */
function readBlobs(cwd: string, blobs: readonly string[]): string[] {
  if (blobs.length === 0) return [];
  const out = spawnSync('git', ['cat-file', '--batch'], { cwd, input: `${blobs.join('\n')}\n`, maxBuffer: 1 << 30 }).stdout;
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < blobs.length; i++) {
    const end = out.indexOf(0x0a, at);
    const [, type, size] = out.subarray(at, end).toString('utf8').split(' ');
    if (type !== 'blob') {
      texts.push('');
      at = end + 1;
      continue;
    }
    const length = Number(size);
    texts.push(out.subarray(end + 1, end + 1 + length).toString('utf8'));
    at = end + 1 + length + 1;
  }
  return texts;
}
