import { useTranslation } from 'react-i18next';
import { ActionLink } from '../../components/ActionLink';
import { CheckIcon } from '../../components/icons';
import { FeatureIcon } from '../../components/recordIcons';
import { JsonLd } from '../../components/JsonLd';
import type { ServiceData } from '../../content/services';
import { formatNumber } from '../../lib/format';
import { useLang } from '../../lib/language/lang';
import { useBreadcrumbs } from '../../lib/useStructuredData';

/** Overview, Benefits, Key Features, the five process steps and the call to action of a service. */
export function ServiceDetail({ service }: { service: ServiceData }) {
  const { t } = useTranslation('services');
  const { t: detail } = useTranslation('service-details');
  const lang = useLang();
  const item = (key: 'summary' | 'cta') => detail(`items.${service.slug}.${key}`);
  const list = (key: 'benefits' | 'features' | 'process') => detail(`items.${service.slug}.${key}`, { returnObjects: true });
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'services' } },
    { name: t(`items.${service.slug}.title`), to: { id: 'service', params: { slug: service.slug } } },
  ]);

  return (
    <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
      <JsonLd data={breadcrumbs} />
      <section aria-labelledby="overview" className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="overview" className="text-3xl font-bold text-ink-900">
            {t('labels.overview')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-700">{item('summary')}</p>
        </div>
        <div className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5 sm:p-8">
          <h2 className="text-2xl font-bold text-ink-900">{t('labels.benefits')}</h2>
          <ul className="mt-5 space-y-3">
            {list('benefits').map((benefit) => (
              <li key={benefit} className="flex gap-3 text-ink-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features">
        <h2 id="features" className="text-3xl font-bold text-ink-900">
          {t('labels.keyFeatures')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {list('features').map((feature, index) => (
            <li key={feature} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <FeatureIcon name={service.featureIcons[index] ?? 'check'} className="size-6" />
              </span>
              <p className="mt-4 font-semibold text-ink-900">{feature}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="process">
        <h2 id="process" className="text-3xl font-bold text-ink-900">
          {t('labels.process')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-5">
          {list('process').map((step, index) => (
            <li key={step} className="rounded-2xl border-t-4 border-brand-600 bg-white p-5 shadow-sm ring-1 ring-ink-900/5">
              <span className="text-sm font-semibold text-brand-700">
                {t('labels.step', { number: formatNumber(index + 1, lang) })}
              </span>
              <p className="mt-1 font-semibold text-ink-900">{step}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="rounded-3xl bg-brand-950 px-6 py-10 text-center text-white sm:px-10">
        <p className="mx-auto max-w-2xl text-xl font-semibold">{item('cta')}</p>
        <div className="mt-6">
          <ActionLink to={{ id: 'contact' }} variant="primary">
            {t('labels.contact')}
          </ActionLink>
        </div>
      </section>
    </div>
  );
}
