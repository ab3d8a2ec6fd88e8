/*
 * What the site's own contact form holds, without React: the topics a message can be about, the
 * visible fields in their order, the draft, the fields' length limits, and what was typed into the
 * prerendered form before its code arrived. src/sections/contact/ draws it.
 */
import { SERVICE_SLUGS, type ServiceSlug } from '../../content/services';

/** What a message can be about: one of the 17 services (by slug), a final-year project, or something else. */
export const SERVICE_TOPICS = SERVICE_SLUGS;
export const OTHER_TOPICS = ['final-year-project', 'other'] as const;
export const TOPICS = [...SERVICE_TOPICS, ...OTHER_TOPICS] as const;
export type Topic = (typeof TOPICS)[number];
export const isServiceTopic = (topic: Topic): topic is ServiceSlug => (SERVICE_SLUGS as readonly string[]).includes(topic);
/** A select's value as a topic; '' for the "choose" option or anything unknown. */
export const asTopic = (value: string): Topic | '' => TOPICS.find((topic) => topic === value) ?? '';

/** The visible fields, in the form's order (the error summary lists errors in this order). */
export const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message', 'consent'] as const;
export type Field = (typeof FIELDS)[number];

/** What the visitor typed; `service` is '' until a topic is chosen. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: Topic | '';
  message: string;
  consent: boolean;
}

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  consent: false,
};

/**
 * The fields of a drawn form that hold something other than `draft`: what was typed into the
 * prerendered form before its code arrived (React keeps it on screen while it hydrates, then draws
 * the draft over it).
 */
export function typedInto(data: FormData, draft: ContactDraft): Partial<ContactDraft> {
  const text = (field: string) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  const found: ContactDraft = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    service: asTopic(text('service')),
    message: text('message'),
    consent: data.has('consent'),
  };
  return Object.fromEntries(FIELDS.filter((field) => found[field] !== draft[field]).map((field) => [field, found[field]]));
}

/** Lengths in UTF-16 code units, as the browser's own minlength and maxlength count them. */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  companyMax: 120,
  messageMin: 20,
  messageMax: 5000,
} as const;
