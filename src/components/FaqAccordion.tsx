import { useId, useState } from 'react';
import type { FaqItem } from '../content/schemas';
import { ChevronIcon } from './icons';

/**
 * Disclosure buttons (aria-expanded, aria-controls), one item open at a time; clicking the open
 * item closes it. Answers are in the prerendered HTML; the height animates unless reduced motion
 * is asked for, and without JavaScript every answer shows (public/noscript.css).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="divide-y divide-ink-200 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-ink-900/5 sm:px-7">
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 py-5 text-start text-lg font-semibold text-ink-900 hover:text-brand-700"
              >
                <span>{item.question}</span>
                <ChevronIcon
                  direction="down"
                  className={`size-5 shrink-0 text-brand-600 transition-transform duration-300 motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`faq-panel grid transition-[grid-template-rows,visibility] duration-300 motion-reduce:transition-none ${
                isOpen ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]'
              }`}
            >
              <div className="overflow-hidden">
                <p className="pb-5 leading-relaxed text-ink-600">{item.answer}</p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
