/**
 * The privacy notice's data that is not translated (its copy is locales/<lang>/privacy.json): the
 * date it was last changed, and its topics in reading order (each an h2 and a fragment: /en/privacy#rights).
 */
export const PRIVACY_LAST_UPDATED = '2026-12-07';

export const PRIVACY_SECTION_IDS = [
  'controller',
  'collection',
  'legalBasis',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'complaints',
  'cookies',
  'security',
  'changes',
] as const;
