import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRecordFiles, RecordFilesError } from '../../src/content/recordFiles';
import { memberImage, serviceImage, testimonialImage } from '../../src/content/recordPictures';
import { SERVICE_IMAGES, SOMEONE_IMAGE, TEAM_IMAGES } from '../../src/content/recordImages';
import { SERVICES } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';
import { LANGUAGES, type Lang } from '../support/locales';

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
function scratch(edit: (files: { read: (file: string) => Json; write: (file: string, value: Json | string) => void }) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'records-'));
  dirs.push(dir);
  for (const sub of ['records', 'en', 'ar']) mkdirSync(path.join(dir, sub), { recursive: true });
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

function problems(dir: string): string[] {
  try {
    checkRecordFiles({ dir });
  } catch (error) {
    if (error instanceof RecordFilesError) return error.problems;
    throw error;
  }
  return [];
}

/** Adds a service "ai-audits" to the records and to each language's text. */
function addService(files: { read: (file: string) => Json; write: (file: string, value: Json) => void }, only?: Lang) {
  const records = files.read('records/services.json');
  records['ai-audits'] = { tag: 'new', featureIcons: ['brain', 'shield', 'check'] };
  files.write('records/services.json', records);
  for (const lang of only ? [only] : LANGUAGES) {
    const services = files.read(`${lang}/services.json`);
    services.items['ai-audits'] = { ...services.items.ai };
    files.write(`${lang}/services.json`, services);
    const details = files.read(`${lang}/service-details.json`);
    details.items['ai-audits'] = { ...details.items.ai };
    files.write(`${lang}/service-details.json`, details);
  }
}

describe('record files', () => {
  it("the project's own records are well formed, and each has its text in both languages", () => {
    expect(problems(LOCALES)).toEqual([]);
    const { services, team, jobs, internships, testimonials } = checkRecordFiles();
    expect([...services.keys()]).toEqual(SERVICES.map((s) => s.slug));
    expect([...team.keys()]).toEqual([...TEAM_IDS]);
    expect(jobs.size).toBeGreaterThan(0);
    expect(internships.size).toBeGreaterThan(0);
    expect(testimonials.size).toBe(8);
  });

  it('a service added as a record and its text in each language is accepted, in its place in the order', () => {
    const dir = scratch((files) => addService(files));
    expect(problems(dir)).toEqual([]);
    expect([...checkRecordFiles({ dir }).services.keys()].at(-1)).toBe('ai-audits');
  });

  it('a service with its text in one language only stops the build, naming the file and the key', () => {
    expect(problems(scratch((files) => addService(files, 'en')))).toEqual([
      'locales/ar/services.json: items.ai-audits: missing (the record is in locales/records/services.json)',
      'locales/ar/service-details.json: items.ai-audits: missing (the record is in locales/records/services.json)',
    ]);
  });

  it('text without a record is named too', () => {
    const dir = scratch((files) => {
      const careers = files.read('en/careers.json');
      careers.internshipItems['data-intern'] = careers.internshipItems['ai-intern'];
      files.write('en/careers.json', careers);
    });
    expect(problems(dir)).toEqual([
      'locales/en/careers.json: internshipItems.data-intern: no record for this text in locales/records/positions.json → internships',
    ]);
  });

  it('a bad field names the file, the record and the field, with what is expected', () => {
    const dir = scratch(({ read, write }) => {
      const services = read('records/services.json');
      services.ai.tag = 'hottest';
      services.web.featureIcons = ['globe', 'palette'];
      write('records/services.json', services);
      const positions = read('records/positions.json');
      positions.jobs['digital-marketing-agency-partnership'].validThrough = '31/12/2026';
      positions.internships['ai-intern'].applyLink = 'http://forms.example.com/apply';
      write('records/positions.json', positions);
      const team = read('records/team.json');
      team['lina-haddad'].linkedin = 'not a link';
      write('records/team.json', team);
    });
    const found = problems(dir);
    expect(found, found.join('\n')).toHaveLength(5);
    expect(found[0]).toMatch(/^locales\/records\/services\.json: ai\.tag: .*"hot"/);
    expect(found[1]).toMatch(/^locales\/records\/services\.json: web\.featureIcons: /);
    expect(found).toContainEqual('locales/records/team.json: lina-haddad.linkedin: expected an https:// address');
    expect(found).toContainEqual(
      expect.stringMatching(
        /^locales\/records\/positions\.json: jobs\.digital-marketing-agency-partnership\.validThrough: .*YYYY-MM-DD/,
      ),
    );
    expect(found).toContainEqual(
      'locales/records/positions.json: internships.ai-intern.applyLink: expected an https:// address, or "" to apply by email only',
    );
  });

  it('a picture the record names that is not there stops the build', () => {
    const dir = scratch(({ read, write }) => {
      const team = read('records/team.json');
      team['daniel-reed'].picture = 'daniel.jpg';
      write('records/team.json', team);
    });
    expect(problems(dir)).toEqual(['locales/records/team.json: daniel-reed.picture: no file locales/records/team/daniel.jpg']);
  });

  it('a record file that is not JSON, or an id that is not a slug, stops the build', () => {
    expect(problems(scratch(({ write }) => write('records/testimonials.json', '{ "abdullah": {}, ')))).toEqual([
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

  it("the team's rules follow the English text: the id is the name, and leadership is exactly the advisors, mentors and chiefs", () => {
    const dir = scratch(({ read, write }) => {
      const team = read('records/team.json');
      team['omar-al-harbi'].category = 'leadership';
      write('records/team.json', team);
      const text = read('en/team.json');
      text.members['lina-haddad'].name = 'Lina Haddad-Saleh';
      write('en/team.json', text);
    });
    expect(problems(dir)).toEqual([
      'locales/records/team.json: omar-al-harbi.category: expected not "leadership" (only advisors, mentors and chiefs are)',
      'locales/records/team.json: lina-haddad: expected the id "lina-haddad-saleh" (the English name, lower-cased, hyphens for spaces)',
    ]);
  });

  it('an own picture beside the records is found', () => {
    const dir = scratch(({ read, write }) => {
      const team = read('records/team.json');
      team['daniel-reed'].picture = 'daniel.png';
      write('records/team.json', team);
      write('records/team/daniel.png', 'a picture');
    });
    expect(checkRecordFiles({ dir }).team.get('daniel-reed')).toBe('records/team/daniel.png');
  });
});

describe('pictures of records added since the pictures were drawn', () => {
  it('every record has its own drawn picture', () => {
    for (const service of SERVICES) expect(serviceImage(service)).toBe(SERVICE_IMAGES[service.slug]);
    for (const id of TEAM_IDS) expect(memberImage(id)).toBe(TEAM_IMAGES[id]);
  });

  it("a new service shows the first service's picture; a new person a figure that stands for no one", () => {
    const first = SERVICES[0]!;
    expect(serviceImage({ ...first, slug: 'ai-audits' as typeof first.slug })).toBe(SERVICE_IMAGES[first.slug]);
    expect(memberImage('new-member')).toBe(SOMEONE_IMAGE);
    expect(testimonialImage('new-client')).toBe(SOMEONE_IMAGE);
    expect(SOMEONE_IMAGE.src).toMatch(/^\/images\/team\/someone-/);
  });
});
