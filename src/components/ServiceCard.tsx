import { useTranslation } from 'react-i18next';
import { serviceImage } from '../content/recordPictures';
import type { ServiceData } from '../content/services';
import { LIST_CARD_WEIGHT, SPEC } from '../lib/constants';
import { LocalLink } from './LocalLink';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * Spec card: title, tag badge (default 'New'), background image; the whole card leads to the
 * service. SPEC.serviceCard.widthPx wide. In search it weighs little (`data-pagefind-weight`): a
 * query naming the service finds its page before the lists that show the card (docs/search.md).
 */
export function ServiceCard({ service }: { service: ServiceData }) {
  const { t } = useTranslation('services');
  return (
    <LocalLink
      to={{ id: 'service', params: { slug: service.slug } }}
      style={{ width: SPEC.serviceCard.widthPx }}
      data-pagefind-weight={LIST_CARD_WEIGHT}
      className="group relative isolate flex aspect-[3/4] max-w-full shrink-0 flex-col justify-end overflow-hidden rounded-2xl bg-brand-950 p-5 text-white shadow-lg shadow-ink-900/10 transition-transform duration-300 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <ResponsiveImage
        image={serviceImage(service)}
        alt=""
        sizes={`${SPEC.serviceCard.widthPx}px`}
        pictureClassName="slide-picture absolute inset-0 -z-10"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/95 via-ink-950/50 to-transparent"
      />
      <span className="absolute start-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-700 shadow-sm">
        {t(`tags.${service.tag}`)}
      </span>
      <span className="text-xl leading-snug font-bold">{t(`items.${service.slug}.title`)}</span>
      <span className="mt-1 line-clamp-2 text-sm text-ink-200">{t(`items.${service.slug}.description`)}</span>
    </LocalLink>
  );
}
