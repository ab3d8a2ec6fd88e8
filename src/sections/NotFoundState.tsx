import { ActionLink } from '../components/ActionLink';
import { PageHead } from '../components/PageHead';
import type { RouteTarget } from '../lib/paths';
import { Hero } from './Hero';

interface Props {
  title: string;
  heading?: string;
  body?: string;
  primary: { label: string; to: RouteTarget };
  secondary?: { label: string; to: RouteTarget };
}

/** Every "not found" of the error catalogue (spec section 8): a hero, a message and a way back. */
export function NotFoundState({ title, heading, body, primary, secondary }: Props) {
  return (
    <>
      <PageHead page={title} description={body ?? heading ?? title} noindex />
      <Hero title={title} subtitle={heading} actions={[primary]} />
      {(body || secondary) && (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
          {body && <p className="text-lg leading-relaxed text-ink-600">{body}</p>}
          {secondary && (
            <div className="mt-8">
              <ActionLink to={secondary.to} variant="outline">
                {secondary.label}
              </ActionLink>
            </div>
          )}
        </section>
      )}
    </>
  );
}
