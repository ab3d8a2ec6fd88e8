import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { MailIcon } from '../../components/icons';
import { SocialIcon } from '../../components/recordIcons';
import { JsonLd } from '../../components/JsonLd';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { memberImage } from '../../content/recordPictures';
import type { TeamMemberData } from '../../content/team';
import { useBreadcrumbs } from '../../lib/useStructuredData';

const LINK_CLASS =
  'inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-brand-50 hover:text-brand-700';

/** Member detail: portrait, name, role, bio, skills, the links the member has, back to /team. */
export function MemberProfile({ member }: { member: TeamMemberData }) {
  const { t } = useTranslation('team');
  const name = t(`members.${member.id}.name`);
  const skills = t(`members.${member.id}.skills`, { returnObjects: true });
  const external = [
    { key: 'linkedin', href: member.linkedin, icon: <SocialIcon network="linkedin" className="size-4" /> },
    { key: 'twitter', href: member.twitter, icon: <SocialIcon network="x" className="size-4" /> },
    { key: 'github', href: member.github, icon: <SocialIcon network="github" className="size-4" /> },
  ] as const;
  const breadcrumbs = useBreadcrumbs([
    { name: t('hero.title'), to: { id: 'team' } },
    { name, to: { id: 'teamMember', params: { id: member.id } } },
  ]);

  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-[16rem_1fr] lg:px-8">
      <JsonLd data={breadcrumbs} />
      <ResponsiveImage
        image={memberImage(member.id)}
        alt={name}
        sizes="256px"
        className="mx-auto size-64 rounded-3xl object-cover shadow-lg"
      />
      <div>
        <h2 className="text-2xl font-bold text-ink-900">{t('member.about')}</h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-700">{t(`members.${member.id}.bio`)}</p>
        <h2 className="mt-10 text-2xl font-bold text-ink-900">{t('member.skills')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {skill}
            </li>
          ))}
        </ul>
        <h2 className="mt-10 text-2xl font-bold text-ink-900">{t('member.connect')}</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {member.email && (
            <li>
              <a href={`mailto:${member.email}`} className={LINK_CLASS}>
                <MailIcon className="size-4" />
                {t('member.email')}
                <span className="sr-only" dir="ltr">
                  {member.email}
                </span>
              </a>
            </li>
          )}
          {external.map(({ key, href, icon }) =>
            href ? (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                  {icon}
                  {t(`member.${key}`)}
                </a>
              </li>
            ) : null,
          )}
        </ul>
        <BackLink to={{ id: 'team' }} className="mt-12">
          {t('member.back')}
        </BackLink>
      </div>
    </div>
  );
}
