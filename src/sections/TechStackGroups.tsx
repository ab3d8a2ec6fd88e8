import { useTranslation } from 'react-i18next';
import { Section } from '../components/Section';
import { TechIcon } from '../components/recordIcons';
import { TECH_STACK } from '../content/tech';

/** The tech stack grouped by its six categories, each item with its icon. */
export function TechStackGroups() {
  const { t } = useTranslation('technology');
  return (
    <Section heading={t('heading')} subtitle={t('subtitle')}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TECH_STACK.map((group) => (
          <li key={group.category} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5">
            <h3 className="text-xl font-bold text-ink-900">{t(`categories.${group.category}`)}</h3>
            <ul className="mt-4 grid grid-cols-2 gap-3">
              {group.items.map((item) => (
                <li key={item.label} className="flex items-center gap-3 rounded-xl bg-ink-50 px-3 py-2.5">
                  <TechIcon item={item} size={24} className="size-6 shrink-0" />
                  <span dir="ltr" className="font-medium text-ink-800">
                    {item.label}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
