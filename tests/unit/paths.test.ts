import { describe, expect, it } from 'vitest';
import { ALIASES, entryTarget, langOfPath, localizedPath, ROUTES, sharePath, switchLanguagePath } from '../../src/lib/paths';

describe('localizedPath', () => {
  it('prefixes every route with the language', () => {
    expect(localizedPath('en', { id: 'home' })).toBe('/en/home');
    expect(localizedPath('ar', { id: 'about' })).toBe('/ar/about');
    expect(localizedPath('ar', { id: 'service', params: { slug: 'ai' } })).toBe('/ar/services/ai');
    expect(localizedPath('en', { id: 'teamMember', params: { id: 'omar-al-harbi' } })).toBe('/en/team/omar-al-harbi');
  });

  it('keeps the spec spelling of the job path and the singular internship path', () => {
    expect(localizedPath('en', { id: 'job', params: { slug: 'x' } })).toBe('/en/carrers/x');
    expect(localizedPath('ar', { id: 'internship', params: { slug: 'ai-intern' } })).toBe('/ar/internship/ai-intern');
  });

  it('adds a fragment when asked', () => {
    expect(localizedPath('en', { id: 'contact', hash: 'contact-form' })).toBe('/en/contact#contact-form');
  });

  it('encodes params so a slug cannot break out of its segment', () => {
    expect(localizedPath('en', { id: 'blogPost', params: { slug: 'a/b?c' } })).not.toContain('/b?');
  });
});

describe('switchLanguagePath', () => {
  it('swaps the language and keeps the page and slug', () => {
    expect(switchLanguagePath('/en/services/ai', 'ar')).toBe('/ar/services/ai');
    expect(switchLanguagePath('/ar/blog/ai-education', 'en')).toBe('/en/blog/ai-education');
  });

  it('leads a bare language root to the home page', () => {
    expect(switchLanguagePath('/en', 'ar')).toBe('/ar/home');
    expect(switchLanguagePath('/ar/', 'en')).toBe('/en/home');
    expect(switchLanguagePath('/', 'ar')).toBe('/ar/home');
  });

  it('prefixes unprefixed and unknown-language paths instead of guessing', () => {
    expect(switchLanguagePath('/about', 'ar')).toBe('/ar/about');
    expect(switchLanguagePath('/fr/home', 'ar')).toBe('/ar/fr/home');
  });
});

describe('entryTarget and langOfPath', () => {
  it('maps unprefixed entry points to the chosen language', () => {
    expect(entryTarget('/', 'ar')).toBe('/ar/home');
    expect(entryTarget('/services/ai', 'en')).toBe('/en/services/ai');
  });

  it('reads only supported language prefixes', () => {
    expect(langOfPath('/ar/home')).toBe('ar');
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/fr/home')).toBeUndefined();
    expect(langOfPath('/home')).toBeUndefined();
  });
});

describe('sharePath', () => {
  it('names a page’s share card after the page, under its language', () => {
    expect(sharePath('/en/home')).toBe('/cards/en/home.jpg');
    expect(sharePath('/ar/blog/ai-education')).toBe('/cards/ar/blog/ai-education.jpg');
    expect(sharePath('/ar/services/devops/')).toBe('/cards/ar/services/devops.jpg');
  });

  it('has no card for a path without a language: entry pages speak every language', () => {
    expect(() => sharePath('/services/ai')).toThrow(/no share card/);
    expect(() => sharePath('/')).toThrow(/no share card/);
  });
});

describe('aliases', () => {
  const target = (from: string, slug?: string) => {
    const alias = ALIASES.find((a) => a.from === from);
    if (!alias) throw new Error(`no alias ${from}`);
    return localizedPath('en', alias.to(slug));
  };

  it('define every navigation target the route table lacks', () => {
    expect(target('technologies')).toBe('/en/technology');
    expect(target('quality-assurance')).toBe('/en/services/qa');
    expect(target('contact-form')).toBe('/en/contact#contact-form');
    expect(target('careers/:slug', 'x')).toBe('/en/carrers/x');
    expect(target('internships/:slug', 'ai-intern')).toBe('/en/internship/ai-intern');
  });

  it('never shadow a real route', () => {
    const patterns = Object.values(ROUTES) as string[];
    for (const alias of ALIASES) expect(patterns).not.toContain(alias.from);
  });
});
