import { FaqAccordion } from '../components/FaqAccordion';
import { Section } from '../components/Section';
import type { FaqItem } from '../content/schemas';

/** A titled FAQ band (process, technology, careers, internships). */
export function FaqSection({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  return (
    <Section heading={heading} tone="tint">
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
