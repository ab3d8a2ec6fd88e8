import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, LANGUAGES } from '../../src/lib/language/languages';

/*
 * What the marketing team does in a week, done to a copy of the project by its files alone, as
 * docs/publishing.md tells them: a post published yesterday, one scheduled for next month, the
 * oldest post removed, and one more of every other kind of record (a service, a team member, a job,
 * an internship, a testimonial, a FAQ entry), plus a job whose closing date has passed. Each new
 * record is an existing one copied under a new id with its words changed, in every language folder.
 * The copy must then pass what this checkout passes (tsc, the unit tests, the build and the route
 * sweep): nothing in the project may depend on today's content.
 */

/** The ids the trial content adds, and the post it removes. */
export interface TrialContent {
  newPost: string;
  scheduledPost: string;
  removedPost: string;
  service: string;
  member: string;
  job: string;
  closedJob: string;
  internship: string;
  testimonial: string;
}

type Json = Record<string, unknown>;

const read = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const write = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A day in Riyadh (UTC+3) `days` from now, as YYYY-MM-DD. */
export function riyadhDay(days: number, now = Date.now()): string {
  return new Date(now + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The object at `keys` in `tree`, or an error naming the file: the project's layout changed. */
function mapAt(tree: Json, keys: readonly string[], file: string): Json {
  let node: unknown = tree;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  if (!isObject(node)) throw new Error(`trial content: ${file} has no object at ${keys.join('.')}`);
  return node;
}

/** Marks every string of `value` as changed words (the trial's edit), keeping its shape. */
function reword(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return value && !value.startsWith('http') && !value.includes('@') ? `${value} ${mark}` : value;
  if (Array.isArray(value)) return value.map((item) => reword(item, mark));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reword(item, mark)]));
  return value;
}

/**
 * Copies the entry `from` of the map at `keys` in `file` under `to`, inserted right after it (as a
 * person copying a block of the file would), through `change`.
 */
function copyEntry(file: string, keys: readonly string[], from: string, to: string, change: (entry: unknown) => unknown) {
  const tree = read(file);
  const map = mapAt(tree, keys, file);
  if (!(from in map)) throw new Error(`trial content: ${file} has no ${[...keys, from].join('.')}`);
  const entries = Object.entries(map).flatMap(([key, value]) =>
    key === from ? [[key, value] as const, [to, change(structuredClone(value))] as const] : [[key, value] as const],
  );
  for (const key of Object.keys(map)) delete map[key];
  Object.assign(map, Object.fromEntries(entries));
  write(file, tree);
}

/** The first key of the map at `keys` in `file` for which `pick` holds. */
function firstKey(file: string, keys: readonly string[], pick: (value: unknown) => boolean = () => true): string {
  const found = Object.entries(mapAt(read(file), keys, file)).find(([, value]) => pick(value));
  if (!found) throw new Error(`trial content: no entry to copy in ${file} at ${keys.join('.')}`);
  return found[0];
}

/** Applies the trial content to the project at `dir` (its locales/ folder). Returns what it added and removed. */
export function applyTrialContent(dir: string, now = Date.now()): TrialContent {
  const locales = path.join(dir, 'locales');
  const records = path.join(locales, 'records');
  // The folders of the languages of the list (the project's own: a copy's list is the same).
  const languages = LANGUAGES.map((code) => path.join(locales, code));
  const source = DEFAULT_LANG;
  // Digits read the same in every script: changed words that no language's rules object to.
  const mark = '2';

  // Posts: the records by date, then the newest copied as yesterday's and as next month's, and the
  // oldest removed with its texts in every language.
  const blog = path.join(records, 'blog');
  const posts = readdirSync(blog)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ slug: name.slice(0, -'.json'.length), record: read(path.join(blog, name)) }))
    .filter(({ record }) => record.status === 'published')
    .sort((a, b) => String(a.record.date).localeCompare(String(b.record.date)));
  const oldest = posts[0];
  const newest = posts.at(-1);
  if (!oldest || !newest || oldest === newest) throw new Error('trial content: needs at least two published posts');
  const content: TrialContent = {
    newPost: 'trial-published-yesterday',
    scheduledPost: 'trial-scheduled-next-month',
    removedPost: oldest.slug,
    service: 'trial-service',
    member: 'sam-trial',
    job: 'trial-job',
    closedJob: 'trial-closed-job',
    internship: 'trial-internship',
    testimonial: 'trial-testimonial',
  };
  for (const [slug, day] of [
    [content.newPost, riyadhDay(-1, now)],
    [content.scheduledPost, riyadhDay(30, now)],
  ] as const) {
    write(path.join(blog, `${slug}.json`), { ...newest.record, date: `${day} 09:00` });
    for (const language of languages) {
      const source = path.join(language, 'blog-posts', `${newest.slug}.json`);
      if (!existsSync(source)) continue;
      const text = read(source);
      write(path.join(language, 'blog-posts', `${slug}.json`), {
        ...text,
        title: `${String(text.title)} ${mark}`,
        summary: `${String(text.summary)} ${mark}`,
      });
    }
  }
  rmSync(path.join(blog, `${oldest.slug}.json`));
  for (const language of languages) rmSync(path.join(language, 'blog-posts', `${oldest.slug}.json`), { force: true });
  // Its pictures and review records too, as docs/publishing.md says.
  const pictures = path.join(dir, 'public', 'Blog-Images');
  for (const name of existsSync(pictures) ? readdirSync(pictures) : [])
    if (name.startsWith(`${oldest.slug}-`)) rmSync(path.join(pictures, name));
  for (const code of LANGUAGES)
    rmSync(path.join(locales, 'records', 'reviews', code, 'blog-posts', `${oldest.slug}.json`), { force: true });

  // Services, team members, testimonials: the record file and every language's texts.
  const service = firstKey(path.join(records, 'services.json'), []);
  copyEntry(path.join(records, 'services.json'), [], service, content.service, (entry) => entry);
  const member = firstKey(path.join(records, 'team.json'), [], (value) => isObject(value) && value.category !== 'leadership');
  copyEntry(path.join(records, 'team.json'), [], member, content.member, (entry) => entry);
  const testimonial = firstKey(path.join(records, 'testimonials.json'), []);
  copyEntry(path.join(records, 'testimonials.json'), [], testimonial, content.testimonial, (entry) => entry);

  // Positions: a job and an internship open until next year, and a job that closed yesterday.
  const positions = path.join(records, 'positions.json');
  const job = firstKey(positions, ['jobs']);
  const internship = firstKey(positions, ['internships']);
  const open = (entry: unknown) => (isObject(entry) ? { ...entry, validThrough: riyadhDay(365, now) } : entry);
  copyEntry(positions, ['jobs'], job, content.job, open);
  copyEntry(positions, ['jobs'], job, content.closedJob, (entry) =>
    isObject(entry) ? { ...entry, datePosted: riyadhDay(-60, now), validThrough: riyadhDay(-1, now) } : entry,
  );
  copyEntry(positions, ['internships'], internship, content.internship, open);

  for (const language of languages) {
    const words = (entry: unknown) => reword(entry, mark);
    copyEntry(path.join(language, 'services.json'), ['items'], service, content.service, words);
    copyEntry(path.join(language, 'service-details.json'), ['items'], service, content.service, words);
    // A member's id is their English name (docs/publishing.md): the new one's name in the source language.
    // Elsewhere the name stays as it was: a name carries no number.
    copyEntry(path.join(language, 'team.json'), ['members'], member, content.member, (entry) =>
      isObject(entry)
        ? { ...(words(entry) as Json), name: path.basename(language) === source ? 'Sam Trial' : entry.name }
        : entry,
    );
    copyEntry(path.join(language, 'testimonials.json'), ['items'], testimonial, content.testimonial, words);
    copyEntry(path.join(language, 'careers.json'), ['jobs'], job, content.job, words);
    copyEntry(path.join(language, 'careers.json'), ['jobs'], job, content.closedJob, words);
    copyEntry(path.join(language, 'careers.json'), ['internshipItems'], internship, content.internship, words);
    // A FAQ entry: the careers page's first question, asked again in other words.
    const careers = path.join(language, 'careers.json');
    const tree = read(careers);
    const faq = mapAt(tree, ['faq'], careers);
    const list = faq.careers;
    if (!Array.isArray(list) || list.length === 0) throw new Error(`trial content: ${careers} has no faq.careers list`);
    list.push(reword(list[0], mark));
    write(careers, tree);
  }
  return content;
}
