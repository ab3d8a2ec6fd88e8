import { describe, expect, it } from 'vitest';
import { loadPosts } from '../../src/content/postFiles';
import { isOneOf } from '../../src/content/ids';
import { SERVICE_SLUGS } from '../../src/content/services';
import { TEAM_IDS } from '../../src/content/team';
import { isLeaderRole, LEADERS, memberId } from '../../src/content/team';
import { formatDate, formatNumber, truncate } from '../../src/lib/format';
import { unusedId } from '../support/content';
import { DEFAULT_LANG, LANGUAGES, languageInfo, locale } from '../support/locales';

describe('blog ordering', () => {
  it('lists the published posts newest first: the first is the latest of them all', () => {
    const { posts, all } = loadPosts({ preview: false });
    const live = all.filter((post) => post.live);
    expect(posts.map((post) => post.slug).sort()).toEqual(live.map((post) => post.slug).sort());
    expect(posts.length, 'locales/records/blog/ has no published post').toBeGreaterThan(0);
    const latest = Math.max(...live.map((post) => post.published.getTime()));
    expect(posts[0]!.published.getTime()).toBe(latest);
    for (let i = 1; i < posts.length; i++)
      expect(posts[i - 1]!.published >= posts[i]!.published, `${posts[i - 1]!.slug} before ${posts[i]!.slug}`).toBe(true);
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

  it('write numbers exactly as Intl does in every language', () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(languageInfo(lang).intl);
      for (const value of [0, 3, 20, 90, 999, 1000, 12345, 1234567])
        expect(formatNumber(value, lang), lang).toBe(intl.format(value));
    }
  });
});

describe('team', () => {
  // The rules read the source language's text (the first of LANGUAGE_LIST).
  const enMembers: Record<string, { name: string; role: string }> = locale(DEFAULT_LANG, 'team').members;

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
    for (const slug of SERVICE_SLUGS) expect(isOneOf(SERVICE_SLUGS, slug)).toBe(true);
    expect(isOneOf(SERVICE_SLUGS, unusedId('no-such-service', SERVICE_SLUGS))).toBe(false);
    expect(isOneOf(SERVICE_SLUGS, undefined)).toBe(false);
  });
});
