import { useTranslation } from 'react-i18next';
import { ArrowEndIcon, StarIcon } from '../../components/icons';
import { LocalLink } from '../../components/LocalLink';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { SPEC } from '../../lib/constants';
import { StoryVideo } from './StoryVideo';

const STEPS = ['story', 'mission', 'vision'] as const;

/** 'Our Journey': Our Story (with the video), Our Mission, Our Vision, then 'Join Our Journey'. */
export function JourneySection() {
  const { t } = useTranslation('about');
  return (
    <Section heading={t('journey.heading')}>
      <ol className="relative ms-5 max-w-4xl border-s-2 border-brand-100 ps-8 sm:mx-auto sm:ps-10">
        {STEPS.map((step, index) => (
          <li key={step} className="relative pb-12">
            <span className="absolute -start-[2.9rem] top-0 grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-white sm:-start-[3.4rem]">
              {index + 1}
            </span>
            <Reveal fromStart={40} bottomMarginPx={SPEC.scrollReveal.timelineBottomMarginPx}>
              <h3 className="text-2xl font-bold text-ink-900">{t(`journey.${step}.title`)}</h3>
              <p className="mt-3 text-lg leading-relaxed text-ink-700">{t(`journey.${step}.body`)}</p>
              {step === 'story' && (
                <div className="mt-6">
                  <StoryVideo />
                </div>
              )}
            </Reveal>
          </li>
        ))}
        <li className="relative">
          <span className="absolute -start-[2.9rem] top-0 grid size-8 place-items-center rounded-full bg-brand-950 text-white ring-4 ring-white sm:-start-[3.4rem]">
            <StarIcon className="size-4" />
          </span>
          {/* The spec's 'Join Our Journey' link: the step's title is the link, and the whole card answers it. */}
          <div className="group relative rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 transition-colors hover:bg-brand-100/70 hover:ring-brand-200 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 sm:p-8">
            <h3 className="text-2xl font-bold">
              <LocalLink
                to={{ id: 'contact' }}
                className="inline-flex items-center gap-3 text-brand-700 group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {t('journey.join.link')}
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white transition-transform group-hover:translate-x-1 group-hover:bg-brand-700 motion-reduce:transition-none rtl:group-hover:-translate-x-1"
                >
                  <ArrowEndIcon className="size-5" />
                </span>
              </LocalLink>
            </h3>
            <p className="mt-3 text-lg text-ink-700">{t('journey.join.body')}</p>
          </div>
        </li>
      </ol>
    </Section>
  );
}
