import { createElement, Fragment, type ReactNode } from 'react';
import { jumpTo } from '../lib/jumpTo';
import { textOf, type RichNode } from '../lib/richText';

/** The accessible name of a heading's own link ("Link to section: …"), given the heading's text. */
type HeadingLinkLabel = (heading: string) => string;

function render(nodes: RichNode[], path: string, linkLabel?: HeadingLinkLabel): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    const children = render(node.children, key, linkLabel);
    if (node.id && linkLabel) {
      const id = node.id;
      // The link is the heading's sibling, so the heading's own name stays its text. It follows
      // the last word, shows on hover and focus (always, faintly, where there is no hover), and
      // jumps like the contents' links do.
      return (
        <div key={key} className={`heading group heading-${node.tag}`}>
          {createElement(node.tag, { id, tabIndex: -1, className: 'focus:outline-none' }, ...children)}
          {/* Not indexed: search's excerpts would show its "#" (docs/search.md, "Excerpts"). */}
          <a
            href={`#${id}`}
            data-pagefind-ignore=""
            aria-label={linkLabel(textOf(node).trim())}
            onClick={(event) => jumpTo(event, id)}
            className="ms-1 rounded-md px-1.5 font-normal text-brand-600 no-underline opacity-0 group-hover:opacity-100 hover:text-brand-800 focus:opacity-100 motion-safe:transition-opacity pointer-coarse:text-ink-500 pointer-coarse:opacity-100"
          >
            #
          </a>
        </div>
      );
    }
    const external = node.href?.startsWith('http');
    const props =
      node.tag === 'a'
        ? { key, href: node.href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
        : { key, id: node.id };
    return node.tag === 'br' ? <br key={key} /> : createElement(node.tag, props, ...children);
  });
}

/**
 * Renders a parsed article (only whitelisted elements; text is escaped by React). Headings carry
 * their ids; with `headingLink`, each can be focused and has a link to itself.
 */
export function RichText({
  nodes,
  className = '',
  headingLink,
}: {
  nodes: RichNode[];
  className?: string;
  headingLink?: HeadingLinkLabel;
}) {
  return <div className={`prose-article ${className}`}>{render(nodes, 'n', headingLink)}</div>;
}
