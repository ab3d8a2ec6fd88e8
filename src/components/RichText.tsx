import { createElement, Fragment, type ReactNode } from 'react';
import type { RichNode } from '../lib/richText';

function render(nodes: RichNode[], path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    const external = node.href?.startsWith('http');
    const props =
      node.tag === 'a'
        ? { key, href: node.href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
        : { key };
    return node.tag === 'br' ? <br key={key} /> : createElement(node.tag, props, ...render(node.children, key));
  });
}

/** Renders a parsed article (only whitelisted elements; text is escaped by React). */
export function RichText({ nodes, className = '' }: { nodes: RichNode[]; className?: string }) {
  return <div className={`prose-article ${className}`}>{render(nodes, 'n')}</div>;
}
