/*
 * Where the contact form's draft lives: a store for the page load, backed by sessionStorage where
 * it works, and the check of what comes back from it.
 */
import { EMPTY_DRAFT, LIMITS, asTopic, type ContactDraft } from './fields';

/** What is kept between pages and reloads of one tab. */
export interface StoredDraft {
  draft: ContactDraft;
  /** When the form first showed for this draft (Date.now()): the minimum fill time counts from it. */
  startedAt: number | null;
  /** Whether the form was open, so that it opens again (after a language switch, say). */
  open: boolean;
}

const STORAGE_KEY = 'contact-form-draft';

/** sessionStorage, or null where it is missing or throws (private modes, storage turned off). */
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored draft read back, field by field: anything malformed is dropped, not trusted. */
export function parseStoredDraft(json: string | null): StoredDraft | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored: Record<string, unknown> = { ...value };
  const fields: Record<string, unknown> = typeof stored.draft === 'object' && stored.draft !== null ? { ...stored.draft } : {};
  const string = (key: string, max: number) => {
    const field = fields[key];
    return typeof field === 'string' ? field.slice(0, max) : '';
  };
  const service = asTopic(string('service', 40));
  return {
    draft: {
      name: string('name', 1000),
      email: string('email', 1000),
      phone: string('phone', 1000),
      company: string('company', 1000),
      service,
      message: string('message', LIMITS.messageMax * 4),
      consent: fields.consent === true,
    },
    startedAt: typeof stored.startedAt === 'number' && Number.isFinite(stored.startedAt) ? stored.startedAt : null,
    open: stored.open === true,
  };
}

function loadDraft(): StoredDraft | null {
  try {
    return parseStoredDraft(session()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft for this tab; where storage fails, it simply lives in memory. */
function saveDraft(stored: StoredDraft): void {
  try {
    session()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* full or forbidden: the draft stays in the page's state */
  }
}

function clearDraft(): void {
  try {
    session()?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}

const NOTHING_TYPED: StoredDraft = { draft: EMPTY_DRAFT, startedAt: null, open: false };
let current: StoredDraft | undefined;
const listeners = new Set<() => void>();

/**
 * The draft of this page load, for useSyncExternalStore: above every component (so closing the
 * form, a language switch or a remount loses nothing), kept in sessionStorage for reloads and pages
 * visited in between, or in memory alone where storage fails. The server, and hydration, see
 * nothing typed; the browser's first own render reads what the tab kept.
 */
export const draftStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): StoredDraft {
    return (current ??= loadDraft() ?? NOTHING_TYPED);
  },
  getServer(): StoredDraft {
    return NOTHING_TYPED;
  },
  set(next: StoredDraft): void {
    current = next;
    saveDraft(next);
    for (const listener of listeners) listener();
  },
  /** After a successful send: nothing kept in storage; the form stays as open as it was. */
  clear(): void {
    current = { ...NOTHING_TYPED, open: draftStore.get().open };
    clearDraft();
    for (const listener of listeners) listener();
  },
};
