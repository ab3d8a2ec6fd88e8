import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DEFAULT_LANG, LANGUAGES } from '../lib/language/languages';
import { recordFileSchemas } from './recordSchemas';
import { isLeaderRole, memberId } from './team';

/*
 * The site's records other than posts (services, team members, open positions, testimonials): one
 * JSON file each under locales/records/, an object by slug or id in display order, whose text is
 * under the same key in each language's locale file. The app imports the same files (src/content/
 * services.ts, team.ts, careers.ts, testimonials.ts); this module, for the build and the tools
 * only, checks them first and stops the build with every problem, by file and field.
 */

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');
type RecordFile = keyof typeof recordFileSchemas;

/** Where each record file's text is, in every language: the locale file and the object in it. */
const TEXTS: { records: RecordFile; group?: 'jobs' | 'internships'; file: string; key: string }[] = [
  { records: 'services.json', file: 'services.json', key: 'items' },
  { records: 'services.json', file: 'service-details.json', key: 'items' },
  { records: 'team.json', file: 'team.json', key: 'members' },
  { records: 'positions.json', group: 'jobs', file: 'careers.json', key: 'jobs' },
  { records: 'positions.json', group: 'internships', file: 'careers.json', key: 'internshipItems' },
  { records: 'testimonials.json', file: 'testimonials.json', key: 'items' },
];

export class RecordFilesError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The records have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'RecordFilesError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(file: string, shown: string, problems: string[]): unknown {
  if (!existsSync(file)) {
    problems.push(`${shown}: missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    problems.push(`${shown}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

function parsed<S extends z.ZodType>(dir: string, file: RecordFile, schema: S, problems: string[]): z.infer<S> | undefined {
  const shown = `locales/records/${file}`;
  const raw = readJson(path.join(dir, 'records', file), shown, problems);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    // A key that is not an id: say what an id is, not only that the key is wrong.
    const message = issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message;
    problems.push(`${shown}: ${issue.path.join('.') || '(the file)'}: ${message}`);
  }
  return undefined;
}

/** The records of each file, by key: the pictures they bring, when they do. */
interface Records {
  services: Map<string, string | undefined>;
  team: Map<string, string | undefined>;
  jobs: Map<string, undefined>;
  internships: Map<string, undefined>;
  testimonials: Map<string, string | undefined>;
}

/**
 * Reads and checks every record file of `dir` (locales/ of the project by default): its fields;
 * its own pictures, which must exist; that each language's text has exactly its keys; and the
 * spec's rules that follow from the English text (a member's id is their English name, and the
 * leadership category holds exactly the advisors, mentors and chiefs). Throws RecordFilesError
 * listing every problem.
 */
export function checkRecordFiles({ dir = LOCALES }: { dir?: string } = {}): Records {
  const problems: string[] = [];
  const services = parsed(dir, 'services.json', recordFileSchemas['services.json'], problems);
  const team = parsed(dir, 'team.json', recordFileSchemas['team.json'], problems);
  const positions = parsed(dir, 'positions.json', recordFileSchemas['positions.json'], problems);
  const testimonials = parsed(dir, 'testimonials.json', recordFileSchemas['testimonials.json'], problems);
  const pictures = <T extends { picture?: string | undefined }>(file: string, records: Record<string, T> | undefined) =>
    new Map(
      Object.entries(records ?? {}).map(([key, record]) => {
        const picture = record.picture && `records/${file}/${record.picture}`;
        if (picture && !existsSync(path.join(dir, picture)))
          problems.push(`locales/records/${file}.json: ${key}.picture: no file locales/${picture}`);
        return [key, picture || undefined];
      }),
    );
  const out: Records = {
    services: pictures('services', services),
    team: pictures('team', team),
    jobs: new Map(Object.keys(positions?.jobs ?? {}).map((key) => [key, undefined])),
    internships: new Map(Object.keys(positions?.internships ?? {}).map((key) => [key, undefined])),
    testimonials: pictures('testimonials', testimonials),
  };
  // A record file that did not parse has its own problem: its text is not compared with it.
  const failed = new Set<RecordFile>(
    (
      [
        ['services.json', services],
        ['team.json', team],
        ['positions.json', positions],
        ['testimonials.json', testimonials],
      ] as const
    ).flatMap(([file, value]) => (value === undefined ? [file] : [])),
  );
  const keysOf = (records: RecordFile, group?: 'jobs' | 'internships') =>
    group ? out[group] : out[records === 'services.json' ? 'services' : records === 'team.json' ? 'team' : 'testimonials'];

  for (const lang of LANGUAGES) {
    for (const { records, group, file, key } of TEXTS) {
      if (failed.has(records)) continue;
      const shown = `locales/${lang}/${file}`;
      const text = readJson(path.join(dir, lang, file), shown, problems);
      if (!isObject(text) || !isObject(text[key])) {
        if (text !== undefined) problems.push(`${shown}: ${key}: expected an object by id`);
        continue;
      }
      const expected = keysOf(records, group);
      const where = `locales/records/${records}${group ? ` → ${group}` : ''}`;
      for (const id of expected.keys())
        if (!(id in text[key])) problems.push(`${shown}: ${key}.${id}: missing (the record is in ${where})`);
      for (const id of Object.keys(text[key]))
        if (!expected.has(id)) problems.push(`${shown}: ${key}.${id}: no record for this text in ${where}`);
    }
  }

  // The team's rules, from the source language's text.
  const members = readJson(path.join(dir, DEFAULT_LANG, 'team.json'), `locales/${DEFAULT_LANG}/team.json`, []);
  if (team && isObject(members) && isObject(members.members)) {
    for (const [id, record] of Object.entries(team)) {
      const text = members.members[id];
      if (!isObject(text) || typeof text.name !== 'string' || typeof text.role !== 'string') continue;
      if (memberId(text.name) !== id)
        problems.push(
          `locales/records/team.json: ${id}: expected the id "${memberId(text.name)}" (the English name, lower-cased, hyphens for spaces)`,
        );
      const leader = isLeaderRole(text.role);
      if (leader !== (record.category === 'leadership'))
        problems.push(
          `locales/records/team.json: ${id}.category: expected ${leader ? '"leadership" (the English role is an advisor, mentor or chief)' : 'not "leadership" (only advisors, mentors and chiefs are)'}`,
        );
    }
  }

  if (problems.length) throw new RecordFilesError(problems);
  return out;
}

/** Each service's, member's and client's own picture (a path under locales/), or undefined. */
export function recordPictures(options: { dir?: string } = {}): Pick<Records, 'services' | 'team' | 'testimonials'> {
  const { services, team, testimonials } = checkRecordFiles(options);
  return { services, team, testimonials };
}
