import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MailIcon } from '../../components/icons';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTION_IDS, type PrivacySectionId } from '../../content/privacy';
import type { PrivacySection } from '../../content/schemas';
import { EMAIL_HREF, PHONE_HREF, SITE, whatsappHref } from '../../content/site';
import { formatDate } from '../../lib/format';
import { useLang } from '../../lib/language/lang';

const headingId = (id: PrivacySectionId) => `${id}-heading`;

/**
 * A jump from the contents to a topic without a route change: the router would treat the new
 * fragment as a navigation (loading overlay, focus on <main>). The heading takes focus, so the
 * next Tab continues from the topic; the address shows the topic's fragment. Before the app has
 * started, the plain link does the same jump.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: PrivacySectionId) {
  // A click meant for a new tab or window keeps the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const section = document.getElementById(id);
  const heading = document.getElementById(headingId(id));
  if (!section || !heading) return;
  event.preventDefault();
  section.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The privacy notice (issue 14; PDPL Art. 12): contents, summary and one h2 per topic. */
export function PrivacyNotice() {
  const { t } = useTranslation('privacy');
  const lang = useLang();
  const sections = PRIVACY_SECTION_IDS.map((id) => {
    const section: PrivacySection = t(`sections.${id}`, { returnObjects: true });
    return { id, ...section };
  });
  const summary = t('summary.items', { returnObjects: true });

  return (
    // Phones read the date and the summary, then the contents, then the topics; from lg the
    // contents stay beside the topics.
    <div className="mx-auto max-w-6xl px-4 py-12 text-base leading-relaxed text-ink-700 sm:px-6 sm:py-14 sm:text-lg lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:px-8 lg:py-20">
      <div className="lg:col-start-2">
        <p className="text-base text-ink-500">
          <time dateTime={PRIVACY_LAST_UPDATED}>{t('updated', { date: formatDate(PRIVACY_LAST_UPDATED, lang) })}</time>
        </p>
        <section aria-labelledby="privacy-summary" className="mt-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <h2 id="privacy-summary" className="text-xl font-bold text-ink-900">
            {t('summary.title')}
          </h2>
          <ul className="mt-4 space-y-3 text-base">
            {summary.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <aside className="mt-10 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0">
        <nav
          aria-labelledby="privacy-contents"
          className="rounded-2xl bg-ink-50 p-5 text-base ring-1 ring-ink-900/5 lg:sticky lg:top-28 lg:bg-transparent lg:p-0 lg:ring-0"
        >
          <p id="privacy-contents" className="font-semibold text-ink-900">
            {t('toc')}
          </p>
          <ol className="mt-3 space-y-1 border-s border-ink-200 text-ink-600">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => jumpTo(event, section.id)}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-4 leading-snug transition-colors hover:border-brand-500 hover:text-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>

      <div className="min-w-0 lg:col-start-2">
        {/*
          Each topic a boundary of its own, as each band of the other pages (src/components/Section.tsx):
          React hydrates them in small slices after the page's shell. Nothing in them suspends.
        */}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={headingId(section.id)}
            className="mt-12 scroll-mt-12 border-t border-ink-200 pt-10"
          >
            <Suspense fallback={null}>
              <h2
                id={headingId(section.id)}
                tabIndex={-1}
                className="text-2xl font-bold text-balance text-ink-900 focus:outline-none sm:text-3xl"
              >
                {section.title}
              </h2>
              <Paragraphs texts={section.paragraphs} />
              {section.id === 'controller' && <ControllerDetails />}
              {section.items && (
                <dl className="mt-6 divide-y divide-ink-200 rounded-2xl text-base ring-1 ring-ink-200">
                  {section.items.map((item) => (
                    <div key={item.term} className="gap-6 px-5 py-4 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:py-5">
                      <dt className="font-semibold text-ink-900">{item.term}</dt>
                      <dd className="mt-1 sm:mt-0">{item.detail}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {section.after && <Paragraphs texts={section.after} />}
              {section.id === 'rights' && <RequestLink />}
            </Suspense>
          </section>
        ))}
      </div>
    </div>
  );
}

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-5 text-pretty">
      {text}
    </p>
  ));
}

/** Who the controller is and every way to reach them (issue 14: name, number, email, phone, WhatsApp, address). */
function ControllerDetails() {
  const { t } = useTranslation('privacy');
  const { t: common } = useTranslation();
  const link = 'font-medium text-brand-700 underline-offset-4 hover:underline';
  const details = [
    { key: 'name', label: t('legalName.label'), value: t('legalName.value') },
    { key: 'unn', label: common('footer.unifiedNumber'), value: <span dir="ltr">{SITE.unifiedNumber}</span> },
    {
      key: 'email',
      label: common('footer.email'),
      value: (
        <a href={EMAIL_HREF} dir="ltr" className={link}>
          {SITE.email}
        </a>
      ),
    },
    {
      key: 'phone',
      label: common('footer.phone'),
      value: (
        <a href={PHONE_HREF} dir="ltr" className={link}>
          {SITE.phone}
        </a>
      ),
    },
    {
      key: 'whatsapp',
      label: common('whatsapp.label'),
      value: (
        <a href={whatsappHref(common('whatsapp.greeting'))} target="_blank" rel="noopener noreferrer" className={link}>
          <span className="sr-only">{common('whatsapp.chat')} </span>
          <span dir="ltr">{SITE.whatsapp}</span>
        </a>
      ),
    },
    { key: 'address', label: common('footer.headquarters'), value: common('footer.address') },
  ];
  return (
    <dl className="mt-6 grid gap-x-8 gap-y-5 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-900/5 sm:grid-cols-2 sm:p-8">
      {details.map((detail) => (
        <div key={detail.key}>
          <dt className="text-sm font-semibold text-ink-500">{detail.label}</dt>
          <dd className="mt-1 text-base font-medium text-ink-900">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How to use the rights: an email with its subject filled in, and the address itself. */
function RequestLink() {
  const { t } = useTranslation('privacy');
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
      <a
        href={`${EMAIL_HREF}?subject=${encodeURIComponent(t('request.subject'))}`}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-700"
      >
        <MailIcon className="size-5" />
        {t('request.button')}
      </a>
      <a href={EMAIL_HREF} dir="ltr" className="text-base font-medium text-brand-700 underline-offset-4 hover:underline">
        {SITE.email}
      </a>
    </p>
  );
}
