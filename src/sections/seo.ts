import { useTranslation } from 'react-i18next';
import { SITE } from '../content/site';
import { useLocalizedPath } from '../lib/language/lang';
import type { RouteTarget } from '../lib/paths';
import { breadcrumbList, type JsonLd } from '../lib/structuredData';

/** BreadcrumbList from the home page down to the current page (detail pages). */
export function useBreadcrumbs(trail: readonly { name: string; to: RouteTarget }[]): JsonLd {
  const { t } = useTranslation();
  const pathTo = useLocalizedPath();
  return breadcrumbList(SITE.origin, [
    { name: t('breadcrumb.home'), path: pathTo({ id: 'home' }) },
    ...trail.map((step) => ({ name: step.name, path: pathTo(step.to) })),
  ]);
}
