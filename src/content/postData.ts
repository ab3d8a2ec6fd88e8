import { use } from 'react';
import type { Lang } from '../lib/language/languages';
import { postDataPath } from '../lib/paths';
import type { PostBody, PostCard, PostListPage, PostPage } from './blog';

/*
 * The blog's records reach the browser as data files the build writes (dist/data/blog/…, one per
 * list and per post and language, src/content/postFiles.ts), never as a module that lists every
 * post: what a page loads does not grow with the blog. A prerendered page carries the data it
 * rendered in its HTML (<script type="application/json" id="page-data">, src/app/Document.tsx),
 * so hydrating it needs no request; a route change fetches what the next page needs.
 */

/** What each data file holds. */
export interface PostDataFiles {
  latest: PostCard[];
  page: PostListPage;
  post: PostPage;
  body: PostBody;
}
export type PostDataKind = keyof PostDataFiles;

/** A data file's address, with what it holds (for the types). */
export interface DataRef<K extends PostDataKind> {
  path: string;
  kind: K;
}

export const latestPostsData = (lang: Lang): DataRef<'latest'> => ({ path: postDataPath(lang, 'latest'), kind: 'latest' });
export const postListData = (lang: Lang, page: number): DataRef<'page'> => ({
  path: postDataPath(lang, 'page', page),
  kind: 'page',
});
export const postPageData = (lang: Lang, slug: string): DataRef<'post'> => ({
  path: postDataPath(lang, 'post', slug),
  kind: 'post',
});
export const postBodyData = (lang: Lang, slug: string): DataRef<'body'> => ({
  path: postDataPath(lang, 'body', slug),
  kind: 'body',
});

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const cache = new Map<string, Tracked<unknown>>();

function settled<T>(value: T): Tracked<T> {
  const promise: Tracked<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/**
 * Where the server (the prerender) reads data files from: set by src/entry-server.tsx. What was
 * read from an earlier source is forgotten.
 */
let serverSource: ((path: string) => unknown) | null = null;
export function setServerDataSource(source: (path: string) => unknown): void {
  serverSource = source;
  cache.clear();
}

/** The data the prerendered page carries, read once when this module first runs in the browser. */
if (!import.meta.env.SSR && typeof document !== 'undefined') {
  const element = document.getElementById('page-data');
  if (element?.textContent) {
    try {
      const embedded = JSON.parse(element.textContent) as Record<string, unknown>;
      for (const [path, value] of Object.entries(embedded)) cache.set(path, settled(value));
    } catch {
      // A page whose data block does not parse fetches its data instead.
    }
  }
}

/**
 * Loads a data file (once); `null` when there is none (a post that does not exist, or no longer
 * does). Resolved promises are marked so that React's use() reads them at once.
 */
export function loadData<K extends PostDataKind>({ path }: DataRef<K>): Promise<PostDataFiles[K] | null> {
  let promise = cache.get(path) as Tracked<PostDataFiles[K] | null> | undefined;
  if (!promise) {
    if (serverSource) {
      promise = settled((serverSource(path) ?? null) as PostDataFiles[K] | null);
    } else {
      const tracked: Tracked<PostDataFiles[K] | null> = fetch(path).then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return (await response.json()) as PostDataFiles[K];
      });
      tracked.then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
        },
        // A failed fetch is forgotten, so that the next attempt asks again.
        () => cache.delete(path),
      );
      promise = tracked;
    }
    cache.set(path, promise);
  }
  return promise;
}

/**
 * Data files the server has already said are not there: the URL was answered with the not-found
 * page (a post that does not exist, or is not published), so the page renders its not-found state
 * without asking for them.
 */
export function knownMissing(paths: readonly string[]): void {
  for (const path of paths) if (!cache.has(path)) cache.set(path, settled(null));
}

/** The data file, suspending until it is in. */
export function useData<K extends PostDataKind>(ref: DataRef<K>): PostDataFiles[K] | null {
  return use(loadData(ref));
}

/** The data files among `paths` that are loaded, by path: what a prerendered page embeds. */
export function loadedData(paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const promise = cache.get(path);
    if (promise?.status === 'fulfilled') out[path] = promise.value;
  }
  return out;
}
