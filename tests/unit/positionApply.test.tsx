import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../../src/content/careers';
import { SITE } from '../../src/content/site';
import { getI18n } from '../../src/lib/i18n';
import { LangProvider } from '../../src/lib/language/lang';
import type { Lang } from '../../src/lib/language/languages';
import { PositionDetail } from '../../src/sections/careers/PositionDetail';
import { LANGUAGES, locale, perLanguage } from '../support/locales';

const LOCALES = perLanguage((lang) => ({ careers: locale(lang, 'careers'), common: locale(lang, 'common') }));

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The apply section of the job's page, rendered with the given application form (or none). */
function render(lang: Lang, applyLink: string) {
  const i18n = getI18n(lang, { [lang]: LOCALES[lang] });
  const job = JOBS[0]!;
  const position = LOCALES[lang].careers.jobs[job.slug];
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <LangProvider lang={lang}>
        <MemoryRouter>
          <PositionDetail
            position={position}
            record={{ ...job, applyLink }}
            target={{ id: 'job', params: { slug: job.slug } }}
            list={{ name: 'list', to: { id: 'careers' } }}
            employmentType="CONTRACTOR"
            applyLink={applyLink}
            back={{ label: 'back', to: { id: 'careers' } }}
          />
        </MemoryRouter>
      </LangProvider>
    </I18nextProvider>,
  );
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));
  return { html: decode(html), hrefs, title: position.title, labels: LOCALES[lang].careers.labels };
}

describe('applying for a position', () => {
  it.each([...LANGUAGES])('without a form: email and WhatsApp, and no word of a form (%s)', (lang) => {
    const { html, hrefs, title, labels } = render(lang, '');
    expect(html).not.toContain('<iframe');
    expect(html).toContain(`>${labels.applyBody}</p>`);
    expect(html).not.toContain(labels.applyBodyForm);
    const mailto = hrefs.find((href) => href.startsWith('mailto:'))!;
    expect(mailto.startsWith(`mailto:${SITE.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(mailto.split('?subject=')[1]!)).toBe(labels.emailSubject.replace('{{title}}', title));
    const whatsapp = new URL(hrefs.find((href) => href.startsWith('https://wa.me/'))!);
    expect(whatsapp.searchParams.get('text')).toBe(
      labels.whatsappGreeting.replace('$t(common:brand.name)', LOCALES[lang].common.brand.name).replace('{{title}}', title),
    );
    expect(html).toContain(labels.applyByEmail);
    expect(html).toContain(labels.applyByWhatsApp);
  });

  it.each([...LANGUAGES])('with a form: the form, said to be below, and still email and WhatsApp (%s)', (lang) => {
    const { html, hrefs, title, labels } = render(lang, 'https://forms.example.com/apply');
    expect(html).toContain('<iframe src="https://forms.example.com/apply"');
    expect(html).toContain(`title="${labels.applyFormTitle.replace('{{title}}', title)}"`);
    expect(html).toContain(`>${labels.applyBodyForm}</p>`);
    expect(html).not.toContain(`>${labels.applyBody}</p>`);
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('https://wa.me/'))).toBe(true);
  });
});
