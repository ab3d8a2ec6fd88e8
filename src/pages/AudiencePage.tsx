import { useTranslation } from 'react-i18next';
import { Section } from '../components/Section';
import { CtaBand } from '../sections/CtaBand';
import { PageIntro } from '../sections/PageIntro';

/** The startups and enterprises landing pages: hero, four benefit cards, call to action. */
export function AudiencePage({ audience }: { audience: 'startups' | 'enterprises' }) {
  const { t } = useTranslation('audiences');
  const benefits = t(`${audience}.benefits`, { returnObjects: true });
  return (
    <>
      <PageIntro
        meta={{ title: t(`${audience}.meta.title`), description: t(`${audience}.meta.description`) }}
        hero={{ title: t(`${audience}.hero.title`), subtitle: t(`${audience}.hero.subtitle`) }}
        actions={[{ label: t(`${audience}.cta.button`), to: { id: 'contact' } }]}
      />
      <Section heading={t(`${audience}.heading`)} subtitle={t(`${audience}.subtitle`)} tone="tint">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit, index) => (
            <li
              key={benefit.title}
              className="rounded-2xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-ink-900/5"
            >
              <span className="text-sm font-bold text-brand-700" aria-hidden="true">
                0{index + 1}
              </span>
              <h3 className="mt-2 text-xl font-bold text-ink-900">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand heading={t(`${audience}.cta.heading`)} body={t(`${audience}.cta.body`)} button={t(`${audience}.cta.button`)} />
    </>
  );
}
