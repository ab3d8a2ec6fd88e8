import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRecordFiles, RecordFilesError } from '../../src/content/recordFiles';
import { memberImage, serviceImage, testimonialImage } from '../../src/content/recordPictures';
import { SERVICE_IMAGES, SOMEONE_IMAGE, TEAM_IMAGES, TESTIMONIAL_IMAGES } from '../../src/content/recordImages';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from '../../src/content/careers';
import { SERVICES } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';
import { TESTIMONIAL_IDS } from '../../src/content/testimonials';
import { otherLangs } from '../../src/lib/language/languages';
import { unusedId } from '../support/content';
import { DEFAULT_LANG, LANGUAGES } from '../support/locales';

/*
 * The records of services, members, positions and testimonials are files under locales/records/,
 * with their text under the same key in each language: a scratch copy of the project's locales,
 * changed as a publisher would change it, shows what the build accepts and what stops it.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited as a publisher would, field by field

/** A scratch copy of locales/ (records and the locale files that hold their text). */
function scratch(edit: (files: Files) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'records-'));
  dirs.push(dir);
  for (const sub of ['records', ...LANGUAGES]) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const file of ['services.json', 'team.json', 'positions.json', 'testimonials.json'])
    cpSync(path.join(LOCALES, 'records', file), path.join(dir, 'records', file));
  for (const lang of LANGUAGES)
    for (const file of ['services.json', 'service-details.json', 'team.json', 'careers.json', 'testimonials.json'])
      cpSync(path.join(LOCALES, lang, file), path.join(dir, lang, file));
  const read = (file: string): Json => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const write = (file: string, value: Json | string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  };
  edit({ read, write });
  return dir;
}
type Files = { read: (file: string) => Json; write: (file: string, value: Json | string) => void };

function problems(dir: string): string[] {
  try {
    checkRecordFiles({ dir });
  } catch (error) {
    if (error instanceof RecordFilesError) return error.problems;
    throw error;
  }
  return [];
}

/** Each list as docs/publishing.md gives it: its facts file (and group), and where its text is in each language. */
const LISTS = {
  services: {
    records: 'services.json',
    texts: [
      ['services.json', 'items'],
      ['service-details.json', 'items'],
    ],
  },
  team: { records: 'team.json', texts: [['team.json', 'members']] },
  jobs: { records: 'positions.json', group: 'jobs', texts: [['careers.json', 'jobs']] },
  internships: { records: 'positions.json', group: 'internships', texts: [['careers.json', 'internshipItems']] },
  testimonials: { records: 'testimonials.json', texts: [['testimonials.json', 'items']] },
} as const satisfies Record<string, { records: string; group?: string; texts: readonly (readonly [string, string])[] }>;
type List = keyof typeof LISTS;

/** The ids a list has in the project's records: an id a test adds is none of them. */
const ids = (list: List): string[] => {
  const { records, ...rest } = LISTS[list];
  const facts = JSON.parse(readFileSync(path.join(LOCALES, 'records', records), 'utf8'));
  return Object.keys('group' in rest ? facts[rest.group] : facts);
};

/**
 * Adds an entry to a list as a publisher would: its facts, and its text in each language of `langs`
 * (every language unless told). The build compares the text's ids, not its words. Returns its id.
 */
function add(files: Files, list: List, base: string, record: Json, { langs = LANGUAGES, text = {} as Json } = {}): string {
  const id = unusedId(base, ids(list));
  const entry = LISTS[list];
  const facts = files.read(`records/${entry.records}`);
  ('group' in entry ? facts[entry.group] : facts)[id] = record;
  files.write(`records/${entry.records}`, facts);
  for (const lang of langs)
    for (const [file, key] of entry.texts) {
      const texts = files.read(`${lang}/${file}`);
      texts[key][id] = { title: `Title of ${id}`, ...text };
      files.write(`${lang}/${file}`, texts);
    }
  return id;
}

const SERVICE = { tag: 'new', featureIcons: ['brain', 'shield', 'check'] };
const POSITION = { applyLink: '', remote: true, datePosted: '2025-06-01', validThrough: '2026-12-31' };
/** A member whose id is their English name (memberId), as the build requires. */
const addMember = (files: Files, base: string, record: Json, role = 'Developer', name?: (id: string) => string) => {
  const id = unusedId(base, ids('team'));
  add(files, 'team', id, record, { text: { name: name ? name(id) : id.split('-').join(' '), role } });
  return id;
};

describe('record files', () => {
  it("the project's own records are well formed, and each has its text in every language", () => {
    expect(problems(LOCALES)).toEqual([]);
    const { services, team, jobs, internships, testimonials } = checkRecordFiles();
    expect([...services.keys()]).toEqual(SERVICES.map((s) => s.slug));
    expect([...team.keys()]).toEqual([...TEAM_IDS]);
    expect([...jobs.keys()]).toEqual([...JOB_SLUGS]);
    expect([...internships.keys()]).toEqual([...INTERNSHIP_SLUGS]);
    expect([...testimonials.keys()]).toEqual([...TESTIMONIAL_IDS]);
  });

  it('an entry of each list added as its facts and its text in each language is accepted, in its place in the order', () => {
    const added: Partial<Record<List, string>> = {};
    const dir = scratch((files) => {
      added.services = add(files, 'services', 'ai-audits', SERVICE);
      added.jobs = add(files, 'jobs', 'data-engineer', POSITION);
      added.internships = add(files, 'internships', 'data-intern', { ...POSITION, durationMonths: 6 });
      added.testimonials = add(files, 'testimonials', 'new-client', {});
      added.team = addMember(files, 'rana-al-ghamdi', { category: 'development' });
    });
    expect(problems(dir)).toEqual([]);
    const found = checkRecordFiles({ dir });
    expect([...found.services.keys()].at(-1)).toBe(added.services);
    expect([...found.jobs.keys()].at(-1)).toBe(added.jobs);
    expect([...found.internships.keys()].at(-1)).toBe(added.internships);
    expect([...found.testimonials.keys()].at(-1)).toBe(added.testimonials);
    expect([...found.team.keys()].at(-1)).toBe(added.team);
  });

  it('an entry removed from its facts and its texts is gone, and nothing else is', () => {
    const [removed, ...kept] = ids('testimonials');
    expect(removed, 'locales/records/testimonials.json has no testimonial to remove').toBeDefined();
    const dir = scratch(({ read, write }) => {
      const facts = read('records/testimonials.json');
      delete facts[removed!];
      write('records/testimonials.json', facts);
      for (const lang of LANGUAGES) {
        const texts = read(`${lang}/testimonials.json`);
        delete texts.items[removed!];
        write(`${lang}/testimonials.json`, texts);
      }
    });
    expect(problems(dir)).toEqual([]);
    expect([...checkRecordFiles({ dir }).testimonials.keys()]).toEqual(kept);
  });

  it('a service with its text in the source language only stops the build, naming each file and key', () => {
    let id = '';
    const found = problems(scratch((files) => (id = add(files, 'services', 'ai-audits', SERVICE, { langs: [DEFAULT_LANG] }))));
    expect(otherLangs(DEFAULT_LANG).length).toBeGreaterThan(0);
    expect([...found].sort()).toEqual(
      otherLangs(DEFAULT_LANG)
        .flatMap((lang) => [
          `locales/${lang}/services.json: items.${id}: missing (the record is in locales/records/services.json)`,
          `locales/${lang}/service-details.json: items.${id}: missing (the record is in locales/records/services.json)`,
        ])
        .sort(),
    );
  });

  it('text without a record is named too', () => {
    const id = unusedId('data-intern', ids('internships'));
    const dir = scratch((files) => {
      const careers = files.read(`${DEFAULT_LANG}/careers.json`);
      careers.internshipItems[id] = { title: 'Data intern' };
      files.write(`${DEFAULT_LANG}/careers.json`, careers);
    });
    expect(problems(dir)).toEqual([
      `locales/${DEFAULT_LANG}/careers.json: internshipItems.${id}: no record for this text in locales/records/positions.json → internships`,
    ]);
  });

  it('a bad field names the file, the record and the field, with what is expected', () => {
    const added: Record<string, string> = {};
    const dir = scratch((files) => {
      added.tag = add(files, 'services', 'hottest-service', { ...SERVICE, tag: 'hottest' });
      added.icons = add(files, 'services', 'two-icons', { ...SERVICE, featureIcons: ['globe', 'palette'] });
      added.job = add(files, 'jobs', 'late-job', { ...POSITION, validThrough: '31/12/2026' });
      added.internship = add(files, 'internships', 'plain-http-intern', {
        ...POSITION,
        applyLink: 'http://forms.example.com/apply',
        durationMonths: 3,
      });
      added.member = addMember(files, 'no-link-person', { category: 'development', linkedin: 'not a link' });
    });
    const found = problems(dir);
    expect(found, found.join('\n')).toHaveLength(5);
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^locales/records/services\\.json: ${added.tag}\\.tag: .*"hot"`)),
    );
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^locales/records/services\\.json: ${added.icons}\\.featureIcons: `)),
    );
    expect(found).toContainEqual(`locales/records/team.json: ${added.member}.linkedin: expected an https:// address`);
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^locales/records/positions\\.json: jobs\\.${added.job}\\.validThrough: .*YYYY-MM-DD`)),
    );
    expect(found).toContainEqual(
      `locales/records/positions.json: internships.${added.internship}.applyLink: expected an https:// address, or "" to apply by email only`,
    );
  });

  it('a picture the record names that is not there stops the build', () => {
    let id = '';
    const dir = scratch((files) => (id = addMember(files, 'pictured-person', { category: 'design', picture: 'portrait.jpg' })));
    expect(problems(dir)).toEqual([`locales/records/team.json: ${id}.picture: no file locales/records/team/portrait.jpg`]);
  });

  it('a record file that is not JSON, or an id that is not a slug, stops the build', () => {
    expect(problems(scratch(({ write }) => write('records/testimonials.json', '{ "a-client": {}, ')))).toEqual([
      expect.stringMatching(/^locales\/records\/testimonials\.json: not valid JSON/),
    ]);
    const dir = scratch(({ read, write }) => {
      const testimonials = read('records/testimonials.json');
      testimonials['New Client'] = {};
      write('records/testimonials.json', testimonials);
    });
    expect(problems(dir)).toContainEqual(
      expect.stringMatching(/^locales\/records\/testimonials\.json: New Client: expected an id/),
    );
  });

  it("the team's rules follow the source language's text: the id is the name, and leadership is exactly the advisors, mentors and chiefs", () => {
    const added: Record<string, string> = {};
    const dir = scratch((files) => {
      added.leader = addMember(files, 'not-a-chief', { category: 'leadership' }, 'Lead Full-Stack Engineer');
      added.renamed = addMember(
        files,
        'renamed-person',
        { category: 'design' },
        'Designer',
        (id) => `${id.split('-').join(' ')}-Saleh`,
      );
    });
    expect(problems(dir)).toEqual([
      `locales/records/team.json: ${added.leader}.category: expected not "leadership" (only advisors, mentors and chiefs are)`,
      `locales/records/team.json: ${added.renamed}: expected the id "${added.renamed}-saleh" (the English name, lower-cased, hyphens for spaces)`,
    ]);
  });

  it('an own picture beside the records is found', () => {
    let id = '';
    const dir = scratch((files) => {
      id = addMember(files, 'pictured-person', { category: 'design', picture: 'portrait.png' });
      files.write('records/team/portrait.png', 'a picture');
    });
    expect(checkRecordFiles({ dir }).team.get(id)).toBe('records/team/portrait.png');
  });
});

describe('pictures of records added since the pictures were drawn', () => {
  // `npm run images` draws a picture for each record; a record added since shows a stand-in until it has run.
  it('every record shows its own drawn picture, or a stand-in till it is drawn, never another person', () => {
    const [firstDrawn] = Object.values(SERVICE_IMAGES);
    expect(firstDrawn).toBeDefined();
    for (const service of SERVICES) expect(serviceImage(service)).toBe(SERVICE_IMAGES[service.slug] ?? firstDrawn);
    for (const id of TEAM_IDS) expect(memberImage(id)).toBe(TEAM_IMAGES[id] ?? SOMEONE_IMAGE);
    for (const id of TESTIMONIAL_IDS) expect(testimonialImage(id)).toBe(TESTIMONIAL_IMAGES[id] ?? SOMEONE_IMAGE);
    const portraits = Object.values(TEAM_IMAGES);
    for (const id of TEAM_IDS.filter((member) => !TEAM_IMAGES[member])) expect(portraits).not.toContain(memberImage(id));
  });

  it("a new service shows the first service's picture; a new person a figure that stands for no one", () => {
    const first = SERVICES[0]!;
    expect(serviceImage({ ...first, slug: unusedId('ai-audits', Object.keys(SERVICE_IMAGES)) as typeof first.slug })).toBe(
      Object.values(SERVICE_IMAGES)[0],
    );
    expect(memberImage(unusedId('new-member', Object.keys(TEAM_IMAGES)))).toBe(SOMEONE_IMAGE);
    expect(testimonialImage(unusedId('new-client', Object.keys(TESTIMONIAL_IMAGES)))).toBe(SOMEONE_IMAGE);
    expect(SOMEONE_IMAGE.src).toMatch(/^\/images\/team\/someone-/);
  });
});
