import type { SimpleIcon } from 'simple-icons';

export function techIconSvg(icon: SimpleIcon): string;
export function iconBySlug(slug: string): SimpleIcon;
