import { memo, useCallback, useId, useState } from 'react';
import type { FaqItem } from '../content/schemas';
import { useEarlyDisclosures } from '../lib/useEarlyDisclosures';
import { ChevronIcon } from './icons';

/**
 * Disclosure buttons (aria-expanded, aria-controls), one item open at a time; clicking the open
 * item closes it. Answers are in the prerendered HTML and show from their button's aria-expanded
 * alone, so a question answers a tap before the app has started (src/boot.js). The height
 * animates unless reduced motion is asked for; without JavaScript every answer shows
 * (public/noscript.css).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const ref = useEarlyDisclosures<HTMLDivElement>((expanded) => {
    const index = expanded.indexOf(true);
    setOpen(index === -1 ? null : index);
  });
  // Stable, so that a tap re-renders only the rows whose state it changes (FaqRow is memoised).
  const toggle = useCallback((index: number) => setOpen((current) => (current === index ? null : index)), []);
  return (
    <div
      ref={ref}
      data-one-open=""
      className="divide-y divide-ink-200 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-ink-900/5 sm:px-7"
    >
      {items.map((item, index) => (
        <FaqRow key={item.question} item={item} index={index} baseId={baseId} isOpen={open === index} onToggle={toggle} />
      ))}
    </div>
  );
}

interface RowProps {
  item: FaqItem;
  index: number;
  baseId: string;
  isOpen: boolean;
  onToggle: (index: number) => void;
}

const FaqRow = memo(function FaqRow({ item, index, baseId, isOpen, onToggle }: RowProps) {
  const buttonId = `${baseId}-q${index}`;
  const panelId = `${baseId}-a${index}`;
  return (
    <div>
      {/* One FAQ per page: its questions are faq-1 …, which search results link to (src/lib/search.ts). */}
      <h3 id={`faq-${index + 1}`} className="peer">
        <button
          id={buttonId}
          type="button"
          data-disclosure=""
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(index)}
          className="group flex w-full items-center justify-between gap-4 py-5 text-start text-lg font-semibold text-ink-900 hover:text-brand-700"
        >
          <span>{item.question}</span>
          <ChevronIcon
            direction="down"
            className="size-5 shrink-0 text-brand-600 transition-transform duration-300 group-aria-expanded:rotate-180 motion-reduce:transition-none"
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="faq-panel invisible grid grid-rows-[0fr] transition-[grid-template-rows,visibility] duration-300 peer-has-aria-expanded:visible peer-has-aria-expanded:grid-rows-[1fr] motion-reduce:transition-none"
      >
        <div className="overflow-hidden">
          <p className="pb-5 leading-relaxed text-ink-600">{item.answer}</p>
        </div>
      </div>
    </div>
  );
});
