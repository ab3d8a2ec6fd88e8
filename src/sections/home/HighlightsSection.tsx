import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/Carousel';
import { Section } from '../../components/Section';
import { SPEC } from '../../lib/constants';
import { formatNumber } from '../../lib/format';
import { useLang } from '../../lib/language/lang';

/** Key highlights (3+, 20+, 30+, 90+): a grid from md, a swipe carousel below. */
export function HighlightsSection() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const cards = SPEC.keyHighlights.map(({ id, value }) => ({
    key: id,
    content: (
      <div className="flex h-full flex-col items-center justify-center rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/15">
        <span dir="ltr" className="text-5xl font-extrabold text-white">
          {formatNumber(value, lang)}+
        </span>
        <span className="mt-2 text-brand-100">{t(`highlights.items.${id}.label`)}</span>
      </div>
    ),
  }));
  return (
    <Section heading={t('highlights.heading')} tone="dark">
      <div className="md:hidden">
        <Carousel
          label={t('highlights.carouselLabel')}
          slides={cards}
          slidesPerView={SPEC.highlightsCarousel.slidesPerView}
          breakpoints={SPEC.highlightsCarousel.breakpoints}
          spaceBetween={16}
          className="carousel-on-dark"
        />
      </div>
      <ul className="hidden grid-cols-4 gap-6 md:grid">
        {cards.map((card) => (
          <li key={card.key}>{card.content}</li>
        ))}
      </ul>
    </Section>
  );
}
