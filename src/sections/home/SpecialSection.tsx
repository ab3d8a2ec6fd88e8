import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icons';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { DIFFERENTIATOR_IDS } from '../../content/ids';
import { SPEC } from '../../lib/constants';

/** 'What Makes Us Special?': a vertical timeline of the six differentiators. */
export function SpecialSection() {
  const { t } = useTranslation('home');
  return (
    <Section heading={t('special.heading')} subtitle={t('special.intro')}>
      <ol className="relative ms-6 max-w-3xl border-s-2 border-brand-100 ps-8 sm:mx-auto sm:ps-10">
        {DIFFERENTIATOR_IDS.map((id) => (
          <li key={id} className="relative pb-10 last:pb-0">
            <span className="absolute -start-[3.3rem] top-0 grid size-10 place-items-center rounded-full bg-brand-600 text-white shadow-md ring-4 ring-white sm:-start-[3.8rem]">
              <StarIcon className="size-5" />
            </span>
            <Reveal fromStart={40} bottomMarginPx={SPEC.scrollReveal.timelineBottomMarginPx}>
              <h3 className="text-xl font-bold text-ink-900">{t(`special.items.${id}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{t(`special.items.${id}.description`)}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
