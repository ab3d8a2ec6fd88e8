import { describe, expect, it } from 'vitest';
import { loadPosts, relatedPosts, type Post } from '../../src/content/postFiles';
import { SHARE_NETWORKS, shareHref } from '../../src/content/share';

/** The end of an article: related articles (language-independent) and the share links' addresses. */
describe('related articles', () => {
  const { posts } = loadPosts();
  const related = relatedPosts(posts);
  /** What a post has in common with another: its category, or a topic. */
  const shares = (post: Post, other: Post) =>
    other.record.category === post.record.category || other.record.topics.some((topic) => post.record.topics.includes(topic));

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s: up to three others, each with something in common, as many as have it',
    (_, post: Post) => {
      const own = related.get(post.slug)!;
      const candidates = posts.filter((other) => other !== post && shares(post, other));
      expect(own).toHaveLength(Math.min(3, candidates.length));
      expect(own.map((other) => other.slug)).not.toContain(post.slug);
      expect(new Set(own.map((other) => other.slug)).size).toBe(own.length);
      for (const other of own) expect(shares(post, other), `${other.slug} shares nothing with ${post.slug}`).toBe(true);
    },
  );

  // A blog made for the rule, from any post of the project: the rule, not today's posts.
  const base = posts[0]!;
  const day = (n: number) => new Date(Date.UTC(2025, 5, 1) + n * 86_400_000);
  const made = (slug: string, category: Post['record']['category'], topics: string[], published: Date): Post => ({
    ...base,
    slug,
    published,
    record: { ...base.record, category, topics },
  });
  const relatedTo = (blog: Post[], slug: string) =>
    relatedPosts(blog)
      .get(slug)!
      .map((other) => other.slug);

  it('puts the same category first, then more shared topics, then the nearest in date', () => {
    const blog = [
      made('newer-one-topic', 'aiTools', ['ai', 'software'], day(1)),
      made('target', 'edTech', ['ai', 'education'], day(0)),
      made('unrelated-near', 'security', ['security'], day(-1)),
      made('far-one-topic', 'workCareer', ['education'], day(-60)),
      made('both-topics', 'artificialIntelligence', ['ai', 'education'], day(-90)),
      made('same-category', 'edTech', ['other'], day(-200)),
    ];
    expect(relatedTo(blog, 'target')).toEqual(['same-category', 'both-topics', 'newer-one-topic']);
  });

  it('among those that share as much, the nearest in date win, the newer on a tie', () => {
    const blog = [
      made('later-far', 'aiTools', ['ai'], day(30)),
      made('later-near', 'aiTools', ['ai'], day(5)),
      made('target', 'edTech', ['ai'], day(0)),
      made('earlier-near', 'workCareer', ['ai'], day(-5)),
      made('earlier-mid', 'development', ['ai'], day(-10)),
      made('earlier-far', 'security', ['ai'], day(-40)),
    ];
    expect(relatedTo(blog, 'target')).toEqual(['later-near', 'earlier-near', 'earlier-mid']);
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
