import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '../LocalLink';

/**
 * Logo linking home; the mark swaps to its second image on hover and keyboard focus. Its name
 * takes the surrounding text colour (the navbar's, which follows the phone menu before the app has
 * started), or white on dark ground with `light`.
 */
export function Logo({ light = false, ref }: { light?: boolean; ref?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation();
  return (
    <LocalLink
      ref={ref}
      to={{ id: 'home' }}
      className={`group flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold whitespace-nowrap ${light ? 'text-white' : ''}`}
      aria-label={t('brand.homeLink')}
    >
      <span className="relative block size-10 shrink-0">
        <img
          src="/logo.svg"
          alt=""
          width={40}
          height={40}
          className="absolute inset-0 transition-opacity group-hover:opacity-0 group-focus-visible:opacity-0"
        />
        <img
          src="/logo-hover.svg"
          alt=""
          width={40}
          height={40}
          fetchPriority="low"
          className="absolute inset-0 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        />
      </span>
      <span>{t('brand.name')}</span>
    </LocalLink>
  );
}
