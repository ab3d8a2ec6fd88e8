import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { MailIcon, WhatsAppIcon } from '../../components/icons';
import { JsonLd } from '../../components/JsonLd';
import type { PositionData } from '../../content/careers';
import type { PositionText } from '../../content/schemas';
import { SITE, whatsappHref } from '../../content/site';
import type { RouteTarget } from '../../lib/paths';
import { useBreadcrumbs, useJobPosting } from '../../lib/useStructuredData';

interface Props {
  position: PositionText;
  record: PositionData<string>;
  /** This page, and the list it belongs to (for the JobPosting and BreadcrumbList data). */
  target: RouteTarget;
  list: { name: string; to: RouteTarget };
  employmentType: 'CONTRACTOR' | 'INTERN';
  /** An internship's duration, written from its data ("3 months"); jobs have none. */
  duration?: string;
  applyLink: string;
  back: { label: string; to: RouteTarget };
}

/**
 * Job or internship detail: facts, description, lists, and how to apply (the embedded form where the
 * position has one; always email, with the subject naming it, and WhatsApp, with a greeting naming it),
 * with its JobPosting and BreadcrumbList data.
 */
export function PositionDetail({ position, duration, record, target, list, employmentType, applyLink, back }: Props) {
  const { t } = useTranslation('careers');
  const posting = useJobPosting({
    title: position.title,
    description: position.description,
    target,
    employmentType,
    position: record,
  });
  const breadcrumbs = useBreadcrumbs([list, { name: position.title, to: target }]);
  const subject = t('labels.emailSubject', { title: position.title });
  const facts = [
    { key: 'type', label: t('labels.type'), value: position.type },
    { key: 'location', label: t('labels.location'), value: position.location },
    { key: 'experience', label: t('labels.experience'), value: position.experience },
    ...(duration ? [{ key: 'duration', label: t('labels.duration'), value: duration }] : []),
  ];
  const lists = [
    { key: 'responsibilities', heading: t('labels.responsibilities'), items: position.responsibilities },
    { key: 'requirements', heading: t('labels.requirements'), items: position.requirements },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <JsonLd data={posting} />
      <JsonLd data={breadcrumbs} />
      <dl className="grid gap-4 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-sm font-semibold text-ink-500">
              {/* The space keeps the term and its value apart in search excerpts (Pagefind joins dt and dd). */}
              {fact.label}{' '}
            </dt>
            <dd className="mt-1 font-semibold text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-12 text-2xl font-bold text-ink-900">{t('labels.description')}</h2>
      <p className="mt-3 text-lg leading-relaxed text-ink-700">{position.description}</p>
      {lists.map((list) => (
        <section key={list.key} aria-labelledby={`${list.key}-heading`}>
          <h2 id={`${list.key}-heading`} className="mt-10 text-2xl font-bold text-ink-900">
            {list.heading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-6 text-ink-700 marker:text-brand-500">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="apply-heading" className="mt-12 rounded-3xl bg-brand-950 p-6 text-white sm:p-10">
        <h2 id="apply-heading" className="text-2xl font-bold">
          {t('labels.apply')}
        </h2>
        {/* "Fill in the form below" only where there is a form below. */}
        <p className="mt-3 text-brand-100">{applyLink ? t('labels.applyBodyForm') : t('labels.applyBody')}</p>
        {applyLink && (
          <iframe
            src={applyLink}
            title={t('labels.applyFormTitle', { title: position.title })}
            loading="lazy"
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            className="mt-6 h-[40rem] w-full rounded-2xl border-0 bg-white"
          />
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={`mailto:${SITE.email}?subject=${encodeURIComponent(subject)}`}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50"
          >
            <MailIcon className="size-5 shrink-0" />
            {t('labels.applyByEmail')}
          </a>
          <a
            href={whatsappHref(t('labels.whatsappGreeting', { title: position.title }))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 transition-colors hover:bg-white hover:text-brand-800"
          >
            <WhatsAppIcon className="size-5 shrink-0" />
            {t('labels.applyByWhatsApp')}
          </a>
        </div>
      </section>
      <BackLink to={back.to} className="mt-10">
        {back.label}
      </BackLink>
    </div>
  );
}
