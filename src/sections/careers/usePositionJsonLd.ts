import { useTranslation } from 'react-i18next';
import type { PositionData } from '../../content/careers';
import { SITE } from '../../content/site';
import { useLang } from '../../lib/language/lang';
import { localizedPath, type RouteTarget } from '../../lib/paths';
import { jobPosting, type JsonLd } from '../../lib/structuredData';
import { useBreadcrumbs } from '../seo';
import type { PositionText } from './PositionDetail';

/** JobPosting and BreadcrumbList of a job or internship page, from what the page shows. */
export function usePositionJsonLd({ position, text, target, list, employmentType }: {
  position: PositionData<string>;
  text: PositionText;
  target: RouteTarget;
  list: { name: string; to: RouteTarget };
  employmentType: 'CONTRACTOR' | 'INTERN';
}): JsonLd[] {
  const { t } = useTranslation();
  const lang = useLang();
  const breadcrumbs = useBreadcrumbs([list, { name: text.title, to: target }]);
  const posting = jobPosting(SITE.origin, {
    title: text.title,
    description: text.description,
    path: localizedPath(lang, target),
    employmentType,
    remote: position.remote,
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    organization: t('brand.name'),
    lang,
  });
  return [posting, breadcrumbs];
}
