import { useTranslation } from 'react-i18next';
import { Section } from '../components/Section';
import { PROCESS_STEPS } from '../content/process';
import { formatNumber } from '../lib/format';
import { useLang } from '../lib/language/lang';

/** The four-step delivery process: step number, title, description. */
export function ProcessSteps() {
  const { t } = useTranslation('process');
  const lang = useLang();
  return (
    <Section heading={t('heading')} subtitle={t('subtitle')}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PROCESS_STEPS.map(({ id, step }) => (
          <li key={id} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-xl font-bold text-white">
              {formatNumber(step, lang)}
            </span>
            <p className="mt-4 text-sm font-semibold text-brand-700">{t('step', { number: formatNumber(step, lang) })}</p>
            <h3 className="mt-1 text-xl font-bold text-ink-900">{t(`steps.${id}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{t(`steps.${id}.description`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
