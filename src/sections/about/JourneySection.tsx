import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/ActionLink';
import { StarIcon } from '../../components/icons';
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
          <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h3 className="text-2xl font-bold text-ink-900">{t('journey.join.title')}</h3>
            <p className="mt-3 text-lg text-ink-700">{t('journey.join.body')}</p>
            <div className="mt-5">
              <ActionLink to={{ id: 'contact' }} variant="solid">
                {t('journey.join.button')}
              </ActionLink>
            </div>
          </div>
        </li>
      </ol>
    </Section>
  );
}
