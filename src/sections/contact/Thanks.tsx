import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What shows in place of the form once it is sent (or a bot's post is quietly dropped): the thanks,
 * whose heading takes focus, and a button back to the form for another message.
 */
export function Thanks({ ref, onAgain }: { ref: Ref<HTMLHeadingElement>; onAgain: () => void }) {
  const { t } = useTranslation('contact-form');
  return (
    <div className="rounded-2xl bg-white p-6 text-start shadow-sm ring-1 ring-ink-900/5 sm:p-8">
      <h3 ref={ref} tabIndex={-1} className="scroll-mt-12 text-2xl font-bold text-ink-900">
        {t('sent.heading')}
      </h3>
      <p className="mt-3 text-lg text-ink-600">{t('sent.body')}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-6 inline-flex min-h-12 items-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
      >
        {t('sent.again')}
      </button>
    </div>
  );
}
