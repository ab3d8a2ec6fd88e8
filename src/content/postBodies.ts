import { use } from 'react';
import type { Lang } from '../lib/language/languages';
import { BLOG_SLUGS, type BlogSlug } from './blog';
import { isOneOf } from './ids';

type BodyModule = { default: { content: string } };
/** One lazy chunk per article and language: list pages never download article bodies. */
const loaders = import.meta.glob<BodyModule>('../../locales/*/blog-posts/*.json');

type TrackedPromise = Promise<string> & { status?: 'fulfilled'; value?: string };
const cache = new Map<string, TrackedPromise>();

function postBodyModule(lang: Lang, slug: BlogSlug): string {
  return `locales/${lang}/blog-posts/${slug}.json`;
}

/** Loads (once) the body of a post; resolved promises are marked so React's use() reads them at once. */
export function loadPostBody(lang: Lang, slug: string): Promise<string> | undefined {
  if (!isOneOf(BLOG_SLUGS, slug)) return undefined;
  const key = `${lang}/${slug}`;
  let promise = cache.get(key);
  if (!promise) {
    const load = loaders[`../../${postBodyModule(lang, slug)}`];
    if (!load) throw new Error(`Missing article ${key}`);
    const tracked: TrackedPromise = load().then((mod) => {
      tracked.status = 'fulfilled';
      tracked.value = mod.default.content;
      return mod.default.content;
    });
    promise = tracked;
    cache.set(key, promise);
  }
  return promise;
}

/** The article body, suspending until it has loaded (preloaded before hydration and prerender). */
export function usePostBody(lang: Lang, slug: BlogSlug): string {
  return use(loadPostBody(lang, slug)!);
}
