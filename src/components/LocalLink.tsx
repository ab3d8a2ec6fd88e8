import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../lib/language/lang';
import type { RouteTarget } from '../lib/paths';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: RouteTarget };

/** An internal link that always keeps the current language prefix. */
export function LocalLink({ to, ...rest }: Props) {
  const pathTo = useLocalizedPath();
  return <Link to={pathTo(to)} {...rest} />;
}
