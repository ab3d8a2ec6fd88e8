import { z } from 'zod';
import type { Namespace } from '../lib/i18n';
import { FOOTER_LINKS, NAV_GROUPS } from './navigation';
import {
  BLOG_CATEGORY_IDS,
  DIFFERENTIATOR_IDS,
  HIGHLIGHT_IDS,
  PARTNER_IDS,
  PROCESS_STEP_IDS,
  SERVICE_TAG_IDS,
  TECH_CATEGORY_IDS,
} from './ids';
import { PRIVACY_SECTION_IDS } from './privacy';
import { ACCESSIBILITY_SECTION_IDS } from './accessibility';
import { SITE } from './site';
import { SHARE_NETWORKS } from './share';
import { INTERNSHIP_SLUGS, JOB_SLUGS } from './careers';
import { SERVICE_SLUGS } from './services';
import { TEAM_IDS } from './team';
import { TESTIMONIAL_IDS } from './testimonials';
import { LANGUAGES } from '../lib/language/languages';
import { SEARCH_KINDS } from '../lib/search/hits';
import { SLUG } from './recordSchemas';

/**
 * Zod schemas of every locale file (locales/<lang>/<namespace>.json), the same for both languages.
 * Objects are strict: a missing or extra key is an error. `npm run i18n:check` (scripts/i18n-check.ts)
 * validates both languages against them; nothing in the browser imports this module.
 */
const text = z.string().trim().min(1);
const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
const record = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  strict(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K]: V });

const meta = strict({ title: text, description: text.max(170) });
const hero = strict({ title: text, subtitle: text });
const page = { meta, hero };
const faqItemSchema = strict({ question: text, answer: text });
/** A question and its answer, as the FAQ sections show them. */
export type FaqItem = z.infer<typeof faqItemSchema>;
const faq = z.array(faqItemSchema).min(3);
const cta = strict({ heading: text, body: text, button: text });
const titled = strict({ title: text, description: text });

const serviceSchema = strict({
  title: text,
  description: text.max(140),
});

/** locales/<lang>/service-details.json: what only the service's own page shows. */
const serviceDetailSchema = strict({
  summary: text.min(120),
  benefits: z.array(text).length(4),
  features: z.array(text).length(3),
  process: z.array(text).length(5),
  cta: text,
});

/**
 * A segment's id in an article's body: lower-case words and digits joined by hyphens, starting with
 * a letter ("why-it-matters-2"). The same id in each language pairs a segment with its translation.
 */
const SEGMENT_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * locales/<lang>/blog-posts/<slug>.json: a post's text in one language. The body is its segments in
 * order, by id, each one block of markdown (src/lib/richText.ts); a published post's is at least
 * PUBLISHED_BODY_MIN characters (a draft's may be a sketch), which the build checks
 * (src/content/postFiles.ts).
 */
export const blogPostSchema = strict({
  title: text,
  summary: text,
  author: text,
  tags: z.array(text).min(2).max(6),
  body: z
    .record(
      z.string().regex(SEGMENT_ID, 'expected a segment id of lower-case words joined by hyphens, such as "why-it-matters-2"'),
      text,
    )
    .refine((body) => Object.keys(body).length > 0, 'expected at least one segment'),
});
export const PUBLISHED_BODY_MIN = 3000;

/** A post's date: the day, and the time of day if it is not midnight, in Riyadh time (UTC+3). */
const RIYADH_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;
/** Riyadh's time: UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
/** An instant as Riyadh's clock shows it: "2025-06-12T09:00:00.000" (ISO, without an offset). */
const riyadhClock = (instant: Date) => new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 23);

/** The instant a post's date names, or undefined if it is no date (2025-02-30, 24:00). */
export function riyadhInstant(date: string): Date | undefined {
  const match = RIYADH_DATE.exec(date);
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00'] = match;
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:00+03:00`);
  // Date rolls 2025-02-30 over to March: a date that does not come back the same is no date.
  return riyadhClock(instant).startsWith(`${y}-${mo}-${d}T${h}:${mi}`) ? instant : undefined;
}

/** The day in Riyadh, YYYY-MM-DD. */
export function riyadhDay(instant: Date): string {
  return riyadhClock(instant).slice(0, 10);
}

/** ISO 8601 in Riyadh time, with its offset: 2025-06-12T09:00:00+03:00. */
export function riyadhIso(instant: Date): string {
  return `${riyadhClock(instant).slice(0, 19)}+03:00`;
}

/** locales/records/blog/<slug>.json: what a post is, the same in every language. */
export const postRecordSchema = strict({
  /** "draft", or "published": live from `date` on (a later date schedules it). */
  status: z.enum(['draft', 'published']),
  date: z.string().refine((date) => riyadhInstant(date) !== undefined, {
    message: 'expected a date as "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" (Riyadh time), such as "2025-06-12 09:00"',
  }),
  category: z.enum(BLOG_CATEGORY_IDS),
  /** What the post is about, for related posts: ids such as "ai", the same in every language. */
  topics: z.array(z.string().regex(SLUG, 'expected an id such as "ai" or "web-apps"')).min(1).max(6),
  /**
   * Ignored: the reading time is counted from each language's text (src/content/readingTime.ts).
   * An older record that still has it builds as before.
   */
  readTime: z.unknown().optional(),
  /** The post's own picture: a file beside the record (locales/records/blog/), JPEG, PNG, WebP or SVG. */
  picture: z
    .string()
    .regex(/^[\w.-]+\.(?:jpe?g|png|webp|svg)$/i, 'expected a file name beside the record, such as "my-post.jpg"')
    .optional(),
});
export type PostRecord = z.infer<typeof postRecordSchema>;

export type PostText = z.infer<typeof blogPostSchema>;

const teamMemberSchema = strict({
  name: text,
  role: text,
  bio: text.min(120),
  skills: z.array(text).min(3).max(8),
});

/**
 * The text of a job or an internship. An internship's duration is not text: it is data
 * (src/content/careers.ts) shown through the `labels.months` plural.
 */
const positionSchema = strict({
  title: text,
  type: text,
  location: text,
  experience: text,
  description: text.min(120),
  responsibilities: z.array(text).min(4),
  requirements: z.array(text).min(4),
});
export type PositionText = z.infer<typeof positionSchema>;

/**
 * A topic of a document page (an h2 of the privacy notice or the accessibility statement):
 * paragraphs, optionally a list of terms with their details (what each route collects, retention
 * periods, recipients, rights; known problems, how the site is tested) and paragraphs after it.
 */
const documentItems = z.array(strict({ term: text, detail: text }));
const documentSectionSchema = strict({
  title: text,
  paragraphs: z.array(text).min(1),
  items: documentItems.min(1).optional(),
  after: z.array(text).min(1).optional(),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;
/** A topic whose list is required, with at least `min` entries. */
const documentList = (min: number) => documentSectionSchema.extend({ items: documentItems.min(min) });
/** The parts every document page has besides its topics: the date line, the summary and the contents' name. */
const documentPage = {
  ...page,
  updated: text,
  toc: text,
  summary: strict({ title: text, items: z.array(text).min(3) }),
  request: strict({ button: text, subject: text }),
};

const testimonialSchema = strict({ name: text, position: text, message: text.min(80) });

/** i18next's plural forms (CLDR categories); Arabic uses all six. scripts/lib/translation-rules.ts reads these. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_FORMS.join('|')})$`);

/**
 * Labels with exact keys, plus plural keys in i18next's form: `name_one`, `name_other` in English,
 * `name_zero` … `name_other` in Arabic. Every plural key needs at least its `_other` form.
 */
function labels(keys: readonly string[], plurals: readonly string[]) {
  return z.record(z.string(), text).superRefine((value, ctx) => {
    for (const key of keys) if (!(key in value)) ctx.addIssue({ code: 'custom', path: [key], message: 'missing' });
    for (const key of plurals) {
      if (!(`${key}_other` in value)) ctx.addIssue({ code: 'custom', path: [`${key}_other`], message: 'missing plural' });
    }
    for (const key of Object.keys(value)) {
      const known = keys.includes(key) || (PLURAL_SUFFIX.test(key) && plurals.includes(key.replace(PLURAL_SUFFIX, '')));
      if (!known) ctx.addIssue({ code: 'custom', path: [key], message: 'unexpected key' });
    }
  });
}

/**
 * The locale files: the i18next namespaces (their one list is `resources` in src/i18next.d.ts), and
 * two that are no namespace: errors.json, which the error screen imports whole
 * (src/app/ErrorBoundary.tsx), and new-post.json, the sample text `npm run new:post` starts from.
 */
export type LocaleFileName = Namespace | 'errors' | 'new-post';

/** Namespace schemas, keyed by file name without .json: exactly one per locale file. */
export const namespaceSchemas = {
  common: strict({
    brand: strict({ name: text, tagline: text, homeLink: text }),
    meta: strict({ titleTemplate: text }),
    skipLink: text,
    nav: strict({
      label: text,
      groups: record(
        NAV_GROUPS.map((group) => group.key),
        text,
      ),
      links: record(
        NAV_GROUPS.flatMap((group) => group.links.map((link) => link.key)),
        text,
      ),
      contact: text,
      menuToggle: text,
      search: text,
      mobileMenu: text,
      language: text,
    }),
    /** The unprefixed entry page: its heading and the link to the page, each in this language. */
    entry: strict({ heading: text, language: text }),
    footer: strict({
      contactTitle: text,
      email: text,
      phone: text,
      headquarters: text,
      address: text,
      socialTitle: text,
      social: record(Object.keys(SITE.social), text),
      copyright: text,
      quickLinksTitle: text,
      links: record(
        FOOTER_LINKS.map((link) => link.key),
        text,
      ),
      privacy: text,
      accessibility: text,
      unifiedNumber: text,
      vatNumber: text,
    }),
    /** The WhatsApp click-to-chat links (contact section, footer, phone button): label, link name, greeting typed in. */
    whatsapp: strict({ label: text, chat: text, greeting: text }),
    loading: text,
    notFound: strict({ title: text, heading: text, body: text, goHome: text, returnHome: text }),
    carousel: strict({
      roleDescription: text,
      slideRoleDescription: text,
      slideLabel: text,
      /** The auto-rotating carousel's button, named for what it does next (src/components/carousel/Carousel.tsx). */
      pause: text,
      play: text,
      goToSlide: text,
      previous: text,
      next: text,
      first: text,
      last: text,
    }),
    breadcrumb: strict({ home: text }),
    /** The blog's Atom feed (scripts/lib/feeds.ts), named in every page's head. */
    feed: strict({ title: text }),
  }),
  home: strict({
    meta,
    hero: strict({ title: text, subtitle: text, primary: text, secondary: text }),
    services: strict({ heading: text, subtitle: text, showMore: text, viewLess: text, carouselLabel: text }),
    special: strict({ heading: text, intro: text, items: record(DIFFERENTIATOR_IDS, titled) }),
    highlights: strict({ heading: text, carouselLabel: text, items: record(HIGHLIGHT_IDS, strict({ label: text })) }),
    blogs: strict({ heading: text, subtitle: text, more: text }),
    tech: strict({ heading: text, subtitle: text, sliderLabel: text }),
  }),
  services: strict({
    ...page,
    // The heading names how many services there are: a plural, by the number of records.
    list: labels(['subtitle'], ['heading']),
    labels: strict({
      overview: text,
      benefits: text,
      keyFeatures: text,
      process: text,
      step: text,
      contact: text,
      allServices: text,
    }),
    tags: record(SERVICE_TAG_IDS, text),
    notFound: strict({ title: text, heading: text }),
    items: record(SERVICE_SLUGS, serviceSchema),
  }),
  'service-details': strict({ items: record(SERVICE_SLUGS, serviceDetailSchema) }),
  blog: strict({
    ...page,
    labels: labels(
      [
        'featured',
        'readMore',
        'backToBlog',
        'noSummary',
        'by',
        'publishedOn',
        'updatedOn',
        'tags',
        'category',
        'allPosts',
        'feed',
        'draft',
      ],
      ['readingTime'],
    ),
    categories: record(BLOG_CATEGORY_IDS, text),
    /** An article's table of contents, and the name of each heading's own link. */
    contents: strict({ title: text, sectionLink: text }),
    /** The blog list's pages after the first (/blog/page/2, …): the links between them. */
    pagination: strict({
      label: text,
      newer: text,
      older: text,
      pageOf: text.includes('{{page}}').includes('{{pages}}'),
      title: text.includes('{{title}}').includes('{{page}}'),
      notFound: text,
    }),
    notFound: text,
  }),
  /** The sample text a new post starts from (`npm run new:post`, scripts/new-post.ts): no namespace, never shown on the site. */
  'new-post': blogPostSchema,
  /**
   * The end of an article, after its text: related articles and share links (src/sections/blog/);
   * a namespace of its own, so that the pages showing blog cards (home) do not load it.
   */
  article: strict({
    related: strict({ heading: text }),
    /** `via` names a network's link (opens in a new tab). */
    share: strict({
      heading: text,
      copy: text,
      copied: text,
      copyFailed: text,
      linkLabel: text,
      via: text,
      networks: record(SHARE_NETWORKS, text),
    }),
  }),
  team: strict({
    ...page,
    leadership: strict({ ...page, heading: text, subtitle: text }),
    development: strict({ heading: text, subtitle: text }),
    member: strict({
      notFound: text,
      back: text,
      about: text,
      skills: text,
      connect: text,
      viewProfile: text,
      email: text,
      twitter: text,
      linkedin: text,
      github: text,
    }),
    members: record(TEAM_IDS, teamMemberSchema),
  }),
  careers: strict({
    careers: strict({ ...page, heading: text, subtitle: text, viewDetails: text, faqHeading: text }),
    internships: strict({ ...page, heading: text, subtitle: text, viewDetails: text, faqHeading: text }),
    labels: labels(
      [
        'type',
        'location',
        'experience',
        'duration',
        'description',
        'responsibilities',
        'requirements',
        'apply',
        'applyBody',
        'applyBodyForm',
        'applyByEmail',
        'applyByWhatsApp',
        'applyFormTitle',
        'emailSubject',
        'whatsappGreeting',
        'backToCareers',
        'backToInternships',
        'noPositions',
        'closed',
      ],
      ['months'],
    ),
    /** A closed position's page (src/sections/careers/PositionClosed.tsx): `{{date}}` is its last day to apply. */
    job: strict({ notFound: text, notFoundBody: text, closedNotice: text.includes('{{date}}'), openPositions: text }),
    internship: strict({ notFound: text, notFoundBody: text, closedNotice: text.includes('{{date}}'), openPositions: text }),
    faq: strict({ careers: faq, internships: faq }),
    jobs: record(JOB_SLUGS, positionSchema),
    internshipItems: record(INTERNSHIP_SLUGS, positionSchema),
  }),
  testimonials: strict({
    heading: text,
    subtitle: text,
    carouselLabel: text,
    items: record(TESTIMONIAL_IDS, testimonialSchema),
  }),
  process: strict({
    ...page,
    heading: text,
    subtitle: text,
    step: text,
    steps: record(PROCESS_STEP_IDS, titled),
    faqHeading: text,
    faq,
    cta,
  }),
  privacy: strict({
    ...documentPage,
    legalName: strict({ label: text, value: text }),
    sections: strict({
      ...record(PRIVACY_SECTION_IDS, documentSectionSchema).shape,
      // What each route collects, how long each kind is kept, who receives it, and every right
      // of the Personal Data Protection Law (informed, access, copy, correction, destruction) plus withdrawing consent.
      collection: documentList(4),
      retention: documentList(2),
      recipients: documentList(3),
      rights: documentList(6).required({ after: true }),
    }),
  }),
  accessibility: strict({
    ...documentPage,
    sections: strict({
      ...record(ACCESSIBILITY_SECTION_IDS, documentSectionSchema).shape,
      // What is known not to meet the standard, and how the site is tested (tools, checks by hand, engines).
      known: documentList(2),
      testing: documentList(3),
    }),
  }),
  search: strict({
    ...page,
    dialog: text,
    label: text,
    placeholder: text,
    close: text,
    hint: text,
    status: labels(['searching', 'none', 'error', 'corrected', 'otherLanguage'], ['results']),
    allResults: text,
    kinds: record(SEARCH_KINDS, text),
    /** A language's name, and the language as a sentence puts it ("in Arabic"), for results in the other language. */
    languageNames: record(LANGUAGES, text),
    inLanguage: record(LANGUAGES, text),
    noscript: text,
    browseBlog: text,
    browseServices: text,
  }),
  technology: strict({
    ...page,
    heading: text,
    subtitle: text,
    categories: record(TECH_CATEGORY_IDS, text),
    faqHeading: text,
    faq,
  }),
  audiences: strict({
    startups: strict({ ...page, heading: text, subtitle: text, benefits: z.array(titled).length(4), cta }),
    enterprises: strict({ ...page, heading: text, subtitle: text, benefits: z.array(titled).length(4), cta }),
  }),
  about: strict({
    ...page,
    journey: strict({
      heading: text,
      story: strict({ title: text, body: text }),
      mission: strict({ title: text, body: text }),
      vision: strict({ title: text, body: text }),
      /** The spec's 'Join Our Journey': the link's own text (to /contact), and the line under it. */
      join: strict({ link: text, body: text }),
    }),
    video: strict({ label: text, play: text, pause: text }),
    claims: strict({ heading: text, staff: text, talent: text, projects: text }),
    leadership: strict({ heading: text, subtitle: text }),
    partners: strict({ heading: text, subtitle: text, items: record(PARTNER_IDS, text) }),
  }),
  errors: strict({ title: text, body: text, reload: text, home: text }),
  contact: strict({
    ...page,
    section: strict({
      heading: text,
      subtitle: text,
      address: text,
      addressValue: text,
      phone: text,
      email: text,
      cta: text,
      showForm: text,
      hideForm: text,
      formTitle: text,
      emailInstead: text,
      whatsappInstead: text,
      sentHeading: text,
      sentBody: text,
    }),
  }),
  /** The site's own contact form on /contact (src/sections/contact/); loaded by that page only. */
  'contact-form': strict({
    heading: text,
    mailNote: text,
    noScript: text,
    optional: text,
    name: strict({ label: text }),
    email: strict({ label: text, hint: text }),
    phone: strict({ label: text, hint: text, or: text }),
    company: strict({ label: text }),
    service: strict({
      label: text,
      choose: text,
      services: text,
      others: text,
      'final-year-project': text,
      other: text,
    }),
    message: strict({ label: text, hint: text }),
    count: labels([], ['remaining', 'over']),
    consent: strict({ label: text, hint: text, link: text }),
    honeypot: text,
    submit: text,
    submitMail: text,
    sending: text,
    errors: strict({
      summary: text,
      prefix: text,
      name: strict({ required: text, tooLong: text }),
      email: strict({ required: text, format: text }),
      phone: strict({ format: text }),
      company: strict({ tooLong: text }),
      service: strict({ required: text }),
      message: strict({ required: text, tooShort: text, tooLong: text }),
      consent: strict({ required: text }),
    }),
    sent: strict({ heading: text, body: text, again: text }),
    failed: strict({ heading: text, body: text }),
    mailOpened: text,
    mail: strict({
      subject: text.includes('{{service}}'),
      subjectNoScript: text,
      intro: text,
      name: text,
      email: text,
      phone: text,
      company: text,
      service: text,
      message: text,
      notGiven: text,
    }),
  }),
} as const satisfies Record<LocaleFileName, z.ZodType>;
