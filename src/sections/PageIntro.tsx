import { PageHead, type PageHeadProps } from '../components/PageHead';
import { Hero, type HeroAction } from './Hero';

interface Props {
  meta: Omit<PageHeadProps, 'page'> & { title: string };
  hero: { title: string; subtitle: string };
  actions?: readonly HeroAction[];
}

/** A page's head (title, description, share data) and its hero, from the page's namespace. */
export function PageIntro({ meta: { title, ...meta }, hero, actions }: Props) {
  return (
    <>
      <PageHead page={title} {...meta} />
      <Hero title={hero.title} subtitle={hero.subtitle} actions={actions} />
    </>
  );
}
