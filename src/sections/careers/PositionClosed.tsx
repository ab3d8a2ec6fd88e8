import { ActionLink } from '../../components/ActionLink';
import type { RouteTarget } from '../../lib/paths';

/**
 * A closed position's page, below its title: that it has closed and when applications ended, and
 * the way to the open ones. No JobPosting data and no way to apply (src/content/careers.ts).
 */
export function PositionClosed({ notice, open }: { notice: string; open: { label: string; to: RouteTarget } }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <section data-testid="position-closed" className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5 sm:p-10">
        <p className="text-lg leading-relaxed text-ink-800">{notice}</p>
        <div className="mt-6">
          <ActionLink to={open.to} variant="solid">
            {open.label}
          </ActionLink>
        </div>
      </section>
    </div>
  );
}
