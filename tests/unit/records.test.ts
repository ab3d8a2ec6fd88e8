import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPosts } from '../../src/content/postFiles';
import { isOneOf } from '../../src/content/ids';
import { SERVICE_SLUGS } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';
import { isLeaderRole, LEADERS, memberId } from '../../src/content/team';
import { formatDate, formatNumber, truncate } from '../../src/lib/format';
import { LANGUAGES, languageInfo } from '../../src/lib/language/languages';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${ns}.json`), 'utf8'));

describe('blog ordering', () => {
  it('lists the posts newest first, custom-web-app-development (June 20, 2025) first', () => {
    const { posts } = loadPosts();
    expect(posts[0]!.slug).toBe('custom-web-app-development');
    for (let i = 1; i < posts.length; i++) expect(posts[i - 1]!.published >= posts[i]!.published).toBe(true);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('Short.', 100, 'x')).toBe('Short.');
    const long = 'word '.repeat(80);
    const cut = truncate(long, 100, 'x');
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('shows the fallback for a missing summary', () => {
    expect(truncate(undefined, 200, 'No summary available')).toBe('No summary available');
    expect(truncate('   ', 200, 'No summary available')).toBe('No summary available');
  });

  it('works on Arabic text', () => {
    const cut = truncate('كلمة '.repeat(60), 100, 'x');
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('dates and numbers per language', () => {
  it('formats pinned to the Gregorian calendar and Western digits', () => {
    expect(formatDate('2025-06-20', 'en')).toBe('20 June 2025');
    expect(formatDate('2025-06-20', 'ar')).toBe('20 يونيو 2025');
  });

  it('write every date exactly as Intl does for each language', () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(languageInfo(lang).intl, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const iso = new Date(Date.UTC(2024 + (month % 3), month, day)).toISOString().slice(0, 10);
          expect(formatDate(iso, lang), `${lang} ${iso}`).toBe(intl.format(new Date(iso)));
        }
      }
    }
  });

  it('write numbers exactly as Intl does in both languages', () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(languageInfo(lang).intl);
      for (const value of [0, 3, 20, 90, 999, 1000, 12345, 1234567])
        expect(formatNumber(value, lang), lang).toBe(intl.format(value));
    }
  });
});

describe('team', () => {
  const enMembers = locale('en', 'team').members as Record<string, { name: string; role: string }>;

  it('ids are the English names lower-cased with spaces turned into hyphens', () => {
    for (const id of TEAM_IDS) expect(memberId(enMembers[id]!.name)).toBe(id);
  });

  it('leaders are exactly the members whose English role has advisor, mentor or chief', () => {
    const fromRoles = TEAM_IDS.filter((id) => isLeaderRole(enMembers[id]!.role));
    expect(LEADERS.map((m) => m.id).sort()).toEqual([...fromRoles].sort());
    expect(fromRoles.length).toBeGreaterThan(0);
  });
});

describe('isOneOf', () => {
  it('accepts exactly the listed slugs', () => {
    expect(isOneOf(SERVICE_SLUGS, 'web')).toBe(true);
    expect(isOneOf(SERVICE_SLUGS, 'web-design')).toBe(false);
    expect(isOneOf(SERVICE_SLUGS, undefined)).toBe(false);
  });
});
