import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon, WhatsAppIcon } from '../../components/icons';
import { SocialIcon } from '../../components/recordIcons';
import type { PostPage } from '../../content/blog';
import { SHARE_NETWORKS, shareHref, type ShareNetwork } from '../../content/share';
import { SITE } from '../../content/site';
import { useLang } from '../../lib/language/lang';
import { localizedPath } from '../../lib/paths';
import { useHydrated } from '../../lib/useHydrated';

/** How long "Link copied" stays. */
const COPIED_MS = 5000;

const PILL =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800';

function NetworkIcon({ network }: { network: ShareNetwork }) {
  return network === 'whatsapp' ? (
    <WhatsAppIcon className="size-4.5 text-whatsapp-dark" />
  ) : (
    <SocialIcon network={network} className="size-4.5" />
  );
}

/**
 * An article's share links: copy its address, or share it on WhatsApp, LinkedIn or X. The networks'
 * are plain links to their share pages (no script of theirs), opening in a new tab, named for where
 * they go. Copying needs the app (the button shows once it has started): the result is shown and
 * announced (a polite status); where the browser refuses, the address shows in a field, selected,
 * to copy by hand.
 */
export function ShareLinks({ post }: { post: PostPage }) {
  const { t } = useTranslation('article');
  const lang = useLang();
  const hydrated = useHydrated();
  const headingId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const url = `${SITE.origin}${localizedPath(lang, { id: 'blogPost', params: { slug: post.slug } })}`;
  // Of the address it was for: after a related article's link, the next article starts afresh.
  const [result, setResult] = useState<{ url: string; copy: 'idle' | 'copied' | 'failed' }>({ url, copy: 'idle' });
  const copy = result.url === url ? result.copy : 'idle';
  const setCopy = (next: typeof copy) => setResult({ url, copy: next });
  const { title } = post;

  useEffect(() => {
    if (copy === 'failed') fieldRef.current?.focus();
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setResult((last) => ({ ...last, copy: 'idle' })), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    // Emptied first, so that copying again is announced again.
    setCopy('idle');
    try {
      // Missing outside secure contexts and in some embedded browsers.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-sm font-bold tracking-wider text-ink-500 uppercase">
        {t('share.heading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {hydrated && (
          <li>
            <button type="button" onClick={() => void copyLink()} className={PILL}>
              {copy === 'copied' ? <CheckIcon className="size-4.5 text-brand-700" /> : <CopyIcon className="size-4.5" />}
              {t('share.copy')}
            </button>
          </li>
        )}
        {SHARE_NETWORKS.map((network) => {
          const name = t(`share.networks.${network}`);
          return (
            <li key={network}>
              <a
                href={shareHref(network, { url, title })}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('share.via', { network: name })}
                className={PILL}
              >
                <NetworkIcon network={network} />
                {name}
              </a>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-brand-700">
        {copy === 'copied' && t('share.copied')}
        {copy === 'failed' && t('share.copyFailed')}
      </p>
      {copy === 'failed' && (
        <label className="mt-2 block text-sm text-ink-600">
          {t('share.linkLabel')}
          <input
            ref={fieldRef}
            type="url"
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-ink-900"
          />
        </label>
      )}
    </section>
  );
}
