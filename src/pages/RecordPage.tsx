import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { RouteTarget } from '../lib/paths';
import { NotFoundState } from '../sections/NotFoundState';

/**
 * A detail page: the record named by the URL parameter, or the record kind's own "not found"
 * state (spec section 8) when there is none.
 */
export function RecordPage<R>({
  param,
  records,
  keyOf,
  notFound,
  children,
}: {
  param: 'slug' | 'id';
  records: readonly R[];
  keyOf: (record: R) => string;
  notFound: { title: string; heading?: string; primary: { label: string; to: RouteTarget } };
  children: (record: R) => ReactNode;
}) {
  const value = useParams()[param];
  const record = records.find((candidate) => keyOf(candidate) === value);
  return record === undefined ? <NotFoundState {...notFound} /> : children(record);
}
