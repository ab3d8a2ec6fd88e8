import { usePageMeta } from '../lib/meta';
import { Hero, type HeroAction } from './Hero';

interface Props {
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string };
  actions?: readonly HeroAction[];
}

/** A page's head (title and description) and its hero, from the page's locale namespace. */
export function PageIntro({ meta, hero, actions }: Props) {
  usePageMeta({ page: meta.title, description: meta.description });
  return <Hero title={hero.title} subtitle={hero.subtitle} actions={actions} />;
}
