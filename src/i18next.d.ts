import 'i18next';
import type common from '../locales/en/common.json';
import type home from '../locales/en/home.json';
import type about from '../locales/en/about.json';
import type team from '../locales/en/team.json';
import type contact from '../locales/en/contact.json';
import type contactForm from '../locales/en/contact-form.json';
import type services from '../locales/en/services.json';
import type serviceDetails from '../locales/en/service-details.json';
import type blog from '../locales/en/blog.json';
import type article from '../locales/en/article.json';
import type process from '../locales/en/process.json';
import type technology from '../locales/en/technology.json';
import type audiences from '../locales/en/audiences.json';
import type careers from '../locales/en/careers.json';
import type testimonials from '../locales/en/testimonials.json';
import type privacy from '../locales/en/privacy.json';
import type accessibility from '../locales/en/accessibility.json';
import type search from '../locales/en/search.json';

/**
 * English is the source of the translation keys: a key missing here fails the type check.
 * `resources` is the one list of namespaces (`Namespace` in src/lib/i18n.ts); a namespace added here
 * needs its schema in src/content/schemas.ts, which the type check enforces.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      about: typeof about;
      team: typeof team;
      contact: typeof contact;
      'contact-form': typeof contactForm;
      services: typeof services;
      'service-details': typeof serviceDetails;
      blog: typeof blog;
      article: typeof article;
      process: typeof process;
      technology: typeof technology;
      audiences: typeof audiences;
      careers: typeof careers;
      testimonials: typeof testimonials;
      privacy: typeof privacy;
      accessibility: typeof accessibility;
      search: typeof search;
    };
  }
}
