import { FaqAccordion } from '../components/FaqAccordion';
import { JsonLd } from '../components/JsonLd';
import { Section } from '../components/Section';
import type { FaqItem } from '../content/schemas';
import { faqPage } from '../lib/structuredData';

/** A titled FAQ band (process, technology, careers, internships), with its FAQPage data. */
export function FaqSection({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  return (
    <Section heading={heading} tone="tint">
      <JsonLd data={faqPage(items)} />
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
