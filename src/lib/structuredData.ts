/**
 * schema.org JSON-LD builders. Sections pass them what they show, so the data matches the visible
 * content; `<JsonLd>` writes them into the page. `origin` makes paths absolute.
 */
import { SITE, WHATSAPP_URL } from '../content/site';
import { LANGUAGES } from './language/languages';

export type JsonLd = Record<string, unknown>;

const ADDRESS = { '@type': 'PostalAddress', addressLocality: 'Dammam', addressRegion: 'Eastern Province', addressCountry: 'SA' };

/**
 * The company (every page, from the footer that shows its contact details). Its contact points:
 * phone and email as given, and the WhatsApp chat of the deployment (SITE.whatsapp, VITE_WHATSAPP).
 */
export function organization(
  origin: string,
  org: {
    name: string;
    homePath: string;
    email: string;
    telephone: string;
    sameAs: readonly string[];
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    url: `${origin}${org.homePath}`,
    logo: `${origin}/icons/icon-512.png`,
    email: org.email,
    telephone: org.telephone,
    address: ADDRESS,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: org.telephone,
        email: org.email,
        availableLanguage: [...LANGUAGES],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'WhatsApp',
        telephone: SITE.whatsapp,
        url: WHATSAPP_URL,
        availableLanguage: [...LANGUAGES],
      },
    ],
    sameAs: org.sameAs,
  };
}

export function breadcrumbList(origin: string, items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function blogPosting(
  origin: string,
  post: {
    title: string;
    description: string;
    path: string;
    image: string;
    date: string;
    /** When its text last changed, if it has since it was published. */
    modified?: string;
    author: string;
    lang: string;
    publisher: string;
    keywords: readonly string[];
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: `${origin}${post.path}`,
    mainEntityOfPage: `${origin}${post.path}`,
    image: `${origin}${post.image}`,
    datePublished: post.date,
    ...(post.modified ? { dateModified: post.modified } : {}),
    inLanguage: post.lang,
    keywords: post.keywords.join(', '),
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: post.publisher,
      logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` },
    },
  };
}

export function jobPosting(
  origin: string,
  job: {
    title: string;
    description: string;
    path: string;
    employmentType: 'CONTRACTOR' | 'INTERN' | 'FULL_TIME' | 'PART_TIME';
    remote: boolean;
    datePosted: string;
    validThrough: string;
    organization: string;
    lang: string;
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: `${origin}${job.path}`,
    employmentType: job.employmentType,
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+03:00`,
    inLanguage: job.lang,
    hiringOrganization: { '@type': 'Organization', name: job.organization, sameAs: origin, logo: `${origin}/icons/icon-512.png` },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'SA' } } : {}),
    jobLocation: { '@type': 'Place', address: ADDRESS },
  };
}

/** JSON inside <script>: "<" is escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
