import { usePageMeta, type PageMetaInput } from '../lib/meta';
import { Hero, type HeroAction } from './Hero';

interface Props {
  meta: Omit<PageMetaInput, 'page'> & { title: string };
  hero: { title: string; subtitle: string };
  actions?: readonly HeroAction[];
}

/** A page's head (title, description, share data) and its hero, from the page's namespace. */
export function PageIntro({ meta: { title, ...meta }, hero, actions }: Props) {
  usePageMeta({ page: title, ...meta });
  return <Hero title={hero.title} subtitle={hero.subtitle} actions={actions} />;
}
