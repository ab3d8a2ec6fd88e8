/**
 * The accessibility statement's data that is not translated (its copy is
 * locales/<lang>/accessibility.json): the date it was last reviewed, and its topics in reading order
 * (each an h2 and a fragment: /en/accessibility#feedback). docs/architecture.md ("Accessibility") says when to
 * review it.
 */
export const ACCESSIBILITY_REVIEWED = '2026-11-24';

export const ACCESSIBILITY_SECTION_IDS = ['scope', 'status', 'known', 'feedback', 'testing', 'technical', 'preparation'] as const;
