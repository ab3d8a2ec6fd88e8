import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../src/content/blog';
import { BLOG_TOPICS, relatedPosts } from '../../src/content/related';
import { SHARE_NETWORKS, shareHref } from '../../src/content/share';

/** The end of an article: related articles (language-independent) and the share links' addresses. */
describe('related articles', () => {
  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))('%s: two or three others with something in common', (_, post) => {
    const related = relatedPosts(post);
    expect(related.length).toBeGreaterThanOrEqual(2);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((other) => other.slug)).not.toContain(post.slug);
    expect(new Set(related.map((other) => other.slug)).size).toBe(related.length);
    for (const other of related) {
      const shared =
        other.category === post.category || BLOG_TOPICS[other.slug].some((topic) => BLOG_TOPICS[post.slug].includes(topic));
      expect(shared, `${other.slug} shares nothing with ${post.slug}`).toBe(true);
    }
  });

  it('puts the same category first, then more shared topics', () => {
    const schools = BLOG_POSTS.find((post) => post.slug === 'ai-in-schools')!;
    // future-classrooms is the other EdTech article; ai-education shares both topics.
    expect(relatedPosts(schools).map((other) => other.slug)).toEqual([
      'future-classrooms',
      'ai-education',
      'chatgpt-for-developers',
    ]);
    const developers = BLOG_POSTS.find((post) => post.slug === 'chatgpt-for-developers')!;
    // Four share one topic: the nearest in date win.
    expect(relatedPosts(developers).map((other) => other.slug)).toEqual([
      'learning-python-2025',
      'ai-in-schools',
      'ai-education',
    ]);
  });
});

describe('share links', () => {
  const url = 'https://www.example.com/ar/blog/ai-education';
  const title = 'كيف يعيد الذكاء الاصطناعي تشكيل التعليم؟ & more';

  it('give each network the absolute address (and the title where it takes one), encoded', () => {
    const hrefs = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, new URL(shareHref(network, { url, title }))]));
    expect(hrefs.whatsapp!.origin + hrefs.whatsapp!.pathname).toBe('https://wa.me/');
    expect(hrefs.whatsapp!.searchParams.get('text')).toBe(`${title} ${url}`);
    expect(hrefs.linkedin!.origin + hrefs.linkedin!.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(hrefs.linkedin!.searchParams.get('url')).toBe(url);
    expect(hrefs.x!.origin + hrefs.x!.pathname).toBe('https://x.com/intent/post');
    expect(hrefs.x!.searchParams.get('text')).toBe(title);
    expect(hrefs.x!.searchParams.get('url')).toBe(url);
    // Spaces as %20, never "+", which some networks show as is.
    for (const network of SHARE_NETWORKS) expect(shareHref(network, { url, title })).not.toContain('+');
  });
});
