import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, pickLanguage } from '../../src/lib/language/detectLanguage';
import { LANG_STORAGE_KEY, storeLanguage } from '../../src/lib/language/languageChoice';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

function browser({
  stored,
  languages,
  storageThrows = false,
}: {
  stored?: string;
  languages: string[];
  storageThrows?: boolean;
}) {
  const storage = memoryStorage(stored ? { [LANG_STORAGE_KEY]: stored } : {});
  const win = {} as Record<string, unknown>;
  Object.defineProperty(win, 'localStorage', {
    get() {
      if (storageThrows) throw new DOMException('blocked', 'SecurityError');
      return storage;
    },
  });
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('pickLanguage', () => {
  it('takes the first candidate that starts with ar or en', () => {
    expect(pickLanguage(['fr-FR', 'ar-SA', 'en-US'])).toBe('ar');
    expect(pickLanguage(['de', 'en-GB', 'ar'])).toBe('en');
    expect(pickLanguage(['AR-eg'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr', 'de', undefined, null])).toBe('en');
  });
});

describe('detectLanguage (browser order: stored choice, browser languages, English)', () => {
  it('prefers the stored choice over the browser languages', () => {
    browser({ stored: 'ar', languages: ['en-US'] });
    expect(detectLanguage()).toBe('ar');
  });

  it('uses the browser languages when nothing is stored', () => {
    browser({ languages: ['fr-FR', 'ar-SA', 'en'] });
    expect(detectLanguage()).toBe('ar');
  });

  it('ignores a stored value that is no supported language', () => {
    browser({ stored: 'fr', languages: ['en-US'] });
    expect(detectLanguage()).toBe('en');
  });

  it('still works when storage throws (private mode), without remembering', async () => {
    browser({ languages: ['ar'], storageThrows: true });
    const fresh = await import('../../src/lib/language/detectLanguage');
    expect(fresh.detectLanguage()).toBe('ar');
    expect(() => storeLanguage('en')).not.toThrow();
  });

  it('stores the switcher choice under one key', () => {
    const storage = browser({ languages: ['en'] });
    storeLanguage('ar');
    expect(storage.getItem(LANG_STORAGE_KEY)).toBe('ar');
  });
});
