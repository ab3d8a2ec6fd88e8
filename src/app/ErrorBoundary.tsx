import { Component, type ReactNode } from 'react';
import type errors from '../../locales/en/errors.json';
import { LANGUAGE_LIST } from '../lib/language/languages';
import { localizedPath } from '../lib/paths';

// Every language's few strings, bundled with this screen (see below).
const FILES = import.meta.glob<typeof errors>('../../locales/*/errors.json', { eager: true, import: 'default' });
const MESSAGES = LANGUAGE_LIST.flatMap(({ code, dir }) => {
  const text = FILES[`../../locales/${code}/errors.json`];
  return text ? [{ lang: code, dir, text }] : [];
});

interface State {
  failed: boolean;
}

/**
 * Last line of defence: if rendering throws (a chunk that fails to load, a bug), visitors get a
 * friendly message in every language instead of a blank page. Every language's few strings are
 * bundled here on purpose: this screen must work even when loading a language failed.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('Page failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="grid min-h-screen place-items-center bg-ink-50 px-4 py-16">
        <h1 className="sr-only">
          {MESSAGES.map(({ lang, text }) => (
            <span key={lang} lang={lang}>
              {text.title}{' '}
            </span>
          ))}
        </h1>
        <div className="grid w-full max-w-3xl gap-6 md:grid-cols-2">
          {MESSAGES.map(({ lang, dir, text }) => (
            <section key={lang} lang={lang} dir={dir} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-ink-900/5">
              <h2 className="text-2xl font-bold text-ink-900">{text.title}</h2>
              <p className="mt-3 text-ink-600">{text.body}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => window.location.reload()}
                  className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
                >
                  {text.reload}
                </button>
                <a
                  href={localizedPath(lang, { id: 'home' })}
                  className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
                >
                  {text.home}
                </a>
              </div>
            </section>
          ))}
        </div>
      </main>
    );
  }
}
