import { describe, expect, it } from 'vitest';
import { toHit } from '../../src/lib/search/hits';

/** Pagefind's result data as the search dialog turns it into what a visitor sees. */
describe('search results', () => {
  it('use the page path, its title and kind, and mark the matched words without rendering HTML', () => {
    const hit = toHit({
      url: '/en/blog/cybersecurity-2025/',
      excerpt: 'What <mark>Cybersecurity</mark> means &amp; why &lt;script&gt; is text',
      meta: { title: 'Cybersecurity in 2025' },
      filters: { kind: ['article'] },
    });
    expect(hit).toEqual({
      url: '/en/blog/cybersecurity-2025',
      title: 'Cybersecurity in 2025',
      kind: 'article',
      excerpt: [
        { text: 'What ', mark: false },
        { text: 'Cybersecurity', mark: true },
        { text: ' means & why <script> is text', mark: false },
      ],
    });
  });

  it('call an unknown kind a page', () => {
    expect(
      toHit({ url: '/ar/about/index.html', excerpt: 'x', meta: { title: 'من نحن' }, filters: { kind: ['nonsense'] } }),
    ).toMatchObject({
      url: '/ar/about',
      kind: 'page',
    });
  });

  it('lead to the FAQ question whose answer matched most', () => {
    const hit = toHit({
      url: '/en/process/',
      excerpt: 'page excerpt',
      meta: { title: 'Process' },
      filters: { kind: ['page'] },
      sub_results: [
        { title: 'Process', url: '/en/process/', excerpt: 'intro', weighted_locations: [{ weight: 1 }] },
        {
          title: 'How long does a project take?',
          url: '/en/process/#faq-2',
          excerpt: 'Most <mark>projects</mark> take',
          anchor: { element: 'h3', id: 'faq-2' },
          weighted_locations: [{ weight: 1 }, { weight: 1 }],
        },
      ],
    });
    expect(hit).toMatchObject({ url: '/en/process#faq-2', title: 'How long does a project take?', kind: 'faq' });
    expect(hit.excerpt[1]).toEqual({ text: 'projects', mark: true });
  });
});
