import { useTranslation } from 'react-i18next';
import { SITE } from '../content/site';
import { useLang } from './language/lang';
import { localizedPath, type RouteTarget } from './paths';
import { breadcrumbList, jobPosting, type JsonLd } from './structuredData';

/** BreadcrumbList from the home page down to the current page (detail pages). */
export function useBreadcrumbs(trail: readonly { name: string; to: RouteTarget }[]): JsonLd {
  const { t } = useTranslation();
  const lang = useLang();
  return breadcrumbList(SITE.origin, [
    { name: t('breadcrumb.home'), path: localizedPath(lang, { id: 'home' }) },
    ...trail.map((step) => ({ name: step.name, path: localizedPath(lang, step.to) })),
  ]);
}

/** JobPosting of a job or internship page, from what the page shows. */
export function useJobPosting({
  title,
  description,
  target,
  employmentType,
  position,
}: {
  title: string;
  description: string;
  target: RouteTarget;
  employmentType: 'CONTRACTOR' | 'INTERN';
  position: { remote: boolean; datePosted: string; validThrough: string };
}): JsonLd {
  const { t } = useTranslation();
  const lang = useLang();
  return jobPosting(SITE.origin, {
    title,
    description,
    path: localizedPath(lang, target),
    employmentType,
    remote: position.remote,
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    organization: t('brand.name'),
    lang,
  });
}
