import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import { SPEC } from '../../lib/constants';

/** The marketing claims of the spec, with every number from SPEC.marketingClaims. */
export function ClaimsSection() {
  const { t } = useTranslation('about');
  const c = SPEC.marketingClaims;
  const claims = [
    { key: 'staff', figure: `${c.staff}+`, text: t('claims.staff', { count: c.staff }) },
    {
      key: 'talent',
      figure: `${c.staffInTopPercentShare}%`,
      text: t('claims.talent', { share: c.staffInTopPercentShare, top: c.topPercent, seniorTop: c.seniorManagementTopPercent }),
    },
    { key: 'projects', figure: `${c.projects}+`, text: t('claims.projects', { projects: c.projects, countries: c.countries }) },
  ];
  return (
    <Section heading={t('claims.heading')} tone="dark">
      <ul className="grid gap-6 md:grid-cols-3">
        {claims.map((claim) => (
          <li key={claim.key} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            <span dir="ltr" className="block text-4xl font-extrabold text-white">
              {claim.figure}
            </span>
            <p className="mt-3 leading-relaxed text-brand-100">{claim.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
