import { describe, expect, it } from 'vitest';
import { loadPosts, relatedPosts, type Post } from '../../src/content/postFiles';
import { SHARE_NETWORKS, shareHref } from '../../src/content/share';

/** The end of an article: related articles (language-independent) and the share links' addresses. */
describe('related articles', () => {
  const { posts } = loadPosts();
  const related = relatedPosts(posts);
  const relatedTo = (slug: string) => related.get(slug)!.map((other) => other.slug);
  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s: two or three others with something in common',
    (_, post: Post) => {
      const related = relatedPosts(posts).get(post.slug)!;
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((other) => other.slug)).not.toContain(post.slug);
      expect(new Set(related.map((other) => other.slug)).size).toBe(related.length);
      for (const other of related) {
        const shared =
          other.record.category === post.record.category ||
          other.record.topics.some((topic) => post.record.topics.includes(topic));
        expect(shared, `${other.slug} shares nothing with ${post.slug}`).toBe(true);
      }
    },
  );

  it('puts the same category first, then more shared topics', () => {
    // future-classrooms is the other EdTech article; ai-education shares both topics.
    expect(relatedTo('ai-in-schools')).toEqual(['future-classrooms', 'ai-education', 'chatgpt-for-developers']);
    // Four share one topic: the nearest in date win.
    expect(relatedTo('chatgpt-for-developers')).toEqual(['learning-python-2025', 'ai-in-schools', 'ai-education']);
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
