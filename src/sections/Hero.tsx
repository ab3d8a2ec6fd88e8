import { ActionLink, type ActionTarget } from '../components/ActionLink';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { HERO_IMAGE } from '../content/images';
import { SPEC } from '../lib/constants';

export interface HeroAction {
  label: string;
  to: ActionTarget;
}

interface Props {
  title: string;
  subtitle?: string;
  /** First action is the primary button, the second the secondary one. */
  actions?: readonly HeroAction[];
}

/** The hero of every page: SPEC.hero.heightPx high, dark, centred. */
export function Hero({ title, subtitle, actions = [] }: Props) {
  return (
    <section
      style={{ minHeight: SPEC.hero.heightPx }}
      className="relative isolate flex items-center overflow-hidden bg-brand-950 text-white"
    >
      <ResponsiveImage
        image={HERO_IMAGE}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/70 via-brand-950/55 to-ink-950/80"
      />
      <div className="mx-auto w-full max-w-4xl px-4 pt-16 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">{subtitle}</p>}
        {actions.length > 0 && (
          <div className="mt-9 flex flex-wrap justify-center gap-4">
            {actions.map((action, index) => (
              <ActionLink key={action.label} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
                {action.label}
              </ActionLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
