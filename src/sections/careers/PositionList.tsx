import { ArrowEndIcon } from '../../components/icons';
import { LocalLink } from '../../components/LocalLink';
import { Section } from '../../components/Section';
import type { PositionText } from '../../content/schemas';
import { LIST_CARD_WEIGHT } from '../../lib/constants';
import type { RouteTarget } from '../../lib/paths';

/** A position's card: part of its text, one more fact (experience, or duration) and its page. */
export type PositionSummary = Pick<PositionText, 'title' | 'type' | 'location'> & {
  slug: string;
  extra: string;
  to: RouteTarget;
};

/**
 * Open positions or internships as cards, each leading to its detail page. In search the cards weigh
 * little: a query naming a position finds its page first (docs/search.md).
 */
export function PositionList({
  heading,
  subtitle,
  positions,
  emptyText,
  viewDetails,
}: {
  heading: string;
  subtitle: string;
  positions: readonly PositionSummary[];
  emptyText: string;
  viewDetails: string;
}) {
  return (
    <Section heading={heading} subtitle={subtitle}>
      {positions.length === 0 ? (
        <p className="text-center text-lg text-ink-600">{emptyText}</p>
      ) : (
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {positions.map((position) => (
            <li
              key={position.slug}
              data-pagefind-weight={LIST_CARD_WEIGHT}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5"
            >
              <h3 className="text-xl font-bold text-ink-900">{position.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {[position.type, position.location, position.extra].map((fact) => (
                  <li key={fact} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                    {fact}
                  </li>
                ))}
              </ul>
              <LocalLink
                to={position.to}
                className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-800"
              >
                {viewDetails}
                <ArrowEndIcon className="size-4" />
                <span className="sr-only">: {position.title}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
