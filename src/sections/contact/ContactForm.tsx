import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '../../components/LocalLink';
import {
  LIMITS,
  OTHER_TOPICS,
  SERVICE_TOPICS,
  asTopic,
  isServiceTopic,
  type ContactDraft,
  type Field,
  type Topic,
} from '../../lib/contact/fields';
import { whatsappHref } from '../../content/site';
import { composeMail, mailtoHref } from '../../lib/contact/mail';
import { HONEYPOT_FIELD } from '../../lib/contact/send';
import { PHONE_EXAMPLES } from '../../lib/contact/validate';
import { formatNumber } from '../../lib/format';
import { useLang } from '../../lib/language/lang';
import { useHydrated } from '../../lib/useHydrated';
import { ErrorSummary } from './ErrorSummary';
import { CharacterCount, FormField, INPUT_CLASS } from './FormField';
import { SendFailed } from './SendFailed';
import { Thanks } from './Thanks';
import { TurnstileCheck } from './TurnstileCheck';
import { useContactForm } from './useContactForm';

interface Props {
  /** Where the form posts (SITE.contactEndpoint); '' composes an email instead. */
  endpoint: string;
  /** Cloudflare Turnstile's site key (SITE.turnstileSiteKey); '' when off. */
  turnstileSiteKey: string;
  /** The company's address (SITE.email): the email route. */
  email: string;
  draft: ContactDraft;
  /** When the form first showed for this draft (Date.now()); null until it has. */
  startedAt: number | null;
  /** The fields that changed. */
  onChange: (changes: Partial<ContactDraft>) => void;
  /** Sent: the draft is no longer needed. */
  onSent: () => void;
}

/**
 * The site's own contact form. Validated on submit, then field by field as the visitor
 * corrects it (GOV.UK's pattern: error summary that takes focus and links to each field). With an
 * endpoint it posts there: in the background with scripts (15 s timeout), as a plain HTML form
 * without. With none it writes an email (mailto:) holding every field. Nothing typed is lost: the
 * draft lives above this component (ContactFormToggle) and in sessionStorage. What it does is in
 * useContactForm; this draws its fields and wires them to it.
 */
export function ContactForm({ endpoint, turnstileSiteKey, email, draft, startedAt, onChange, onSent }: Props) {
  const { t } = useTranslation(['contact-form', 'services', 'contact']);
  const lang = useLang();
  const hydrated = useHydrated();
  const headingId = useId();
  const [typed, setTyped] = useState(0);

  const topicName = (topic: Topic) =>
    isServiceTopic(topic) ? t(`services:items.${topic}.title`) : t(`contact-form:service.${topic}`);
  const composed = () =>
    composeMail(draft, t('contact-form:mail', { returnObjects: true }), draft.service ? topicName(draft.service) : '');
  const mail = () => mailtoHref(email, composed());
  const whatsapp = () => {
    const { subject, body } = composed();
    return whatsappHref(`${subject}\n\n${body}`);
  };
  const {
    phase,
    turnstile,
    errors,
    honeypot,
    setHoneypot,
    change,
    blur,
    submit,
    startAgain,
    formRef,
    summaryRef,
    failedRef,
    sentRef,
  } = useContactForm({
    endpoint,
    turnstileSiteKey,
    draft,
    startedAt,
    onChange,
    onSent,
    mail,
  });

  if (phase === 'sent') return <Thanks ref={sentRef} onAgain={startAgain} />;

  const errorText = (field: Field) => {
    const error = errors[field];
    return error ? t(`contact-form:errors.${error}`) : undefined;
  };
  const prefix = t('contact-form:errors.prefix');
  const remaining = LIMITS.messageMax - draft.message.length;
  const countText =
    remaining >= 0
      ? t('contact-form:count.remaining', { count: remaining, n: formatNumber(remaining, lang) })
      : t('contact-form:count.over', { count: -remaining, n: formatNumber(-remaining, lang) });
  const sending = phase === 'sending';
  const plainMail = `mailto:${email}?subject=${encodeURIComponent(t('contact-form:mail.subjectNoScript'))}`;

  return (
    <>
      {/*
        No endpoint and no scripts: nothing can write the email from the fields (a mailto: form
        post garbles Arabic in Chromium, and the CSP's form-action is 'self'), so the address
        shows instead of the form (public/noscript.css).
      */}
      {!endpoint && (
        <p className="contact-form-noscript hidden rounded-2xl bg-white p-6 text-start text-lg shadow-sm ring-1 ring-ink-900/5 sm:p-8">
          {t('contact-form:noScript')}{' '}
          <a href={plainMail} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-2">
            {email}
          </a>
        </p>
      )}
      <form
        ref={formRef}
        action={endpoint || plainMail}
        method="post"
        encType={endpoint ? undefined : 'text/plain'}
        // Without scripts the browser checks the fields itself (required, type, lengths).
        noValidate={hydrated}
        onSubmit={submit}
        onFocus={turnstile.wake}
        aria-labelledby={headingId}
        className={`relative rounded-2xl bg-white p-6 text-start shadow-sm ring-1 ring-ink-900/5 sm:p-8 ${endpoint ? '' : 'contact-form-needs-script'}`}
      >
        <h3 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('contact-form:heading')}
        </h3>
        {!endpoint && <p className="mt-2 text-ink-600">{t('contact-form:mailNote')}</p>}

        <ErrorSummary ref={summaryRef} errors={errors} />
        {phase === 'failed' && <SendFailed ref={failedRef} mailHref={mail()} email={email} whatsappHref={whatsapp()} />}

        <div className="mt-6 space-y-6">
          <FormField field="name" label={t('contact-form:name.label')} error={errorText('name')} errorPrefix={prefix}>
            {(described) => (
              <input
                {...described}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={hydrated ? undefined : LIMITS.nameMax}
                value={draft.name}
                onChange={(event) => change('name', event.target.value)}
                onBlur={() => blur('name')}
                className={INPUT_CLASS}
              />
            )}
          </FormField>

          <FormField
            field="email"
            label={t('contact-form:email.label')}
            hint={t('contact-form:email.hint')}
            error={errorText('email')}
            errorPrefix={prefix}
          >
            {(described) => (
              <input
                {...described}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                dir="ltr"
                required
                maxLength={hydrated ? undefined : LIMITS.emailMax}
                value={draft.email}
                onChange={(event) => change('email', event.target.value)}
                onBlur={() => blur('email')}
                className={`${INPUT_CLASS} rtl:text-end`}
              />
            )}
          </FormField>

          <FormField
            field="phone"
            label={t('contact-form:phone.label')}
            optional={t('contact-form:optional')}
            hint={
              <>
                {t('contact-form:phone.hint')}{' '}
                <bdi dir="ltr" className="whitespace-nowrap">
                  {PHONE_EXAMPLES[0]}
                </bdi>{' '}
                {t('contact-form:phone.or')}{' '}
                <bdi dir="ltr" className="whitespace-nowrap">
                  {PHONE_EXAMPLES[1]}
                </bdi>
              </>
            }
            error={errorText('phone')}
            errorPrefix={prefix}
          >
            {(described) => (
              <input
                {...described}
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                dir="ltr"
                maxLength={hydrated ? undefined : LIMITS.phoneMax}
                value={draft.phone}
                onChange={(event) => change('phone', event.target.value)}
                onBlur={() => blur('phone')}
                className={`${INPUT_CLASS} sm:max-w-sm rtl:text-end`}
              />
            )}
          </FormField>

          <FormField
            field="company"
            label={t('contact-form:company.label')}
            optional={t('contact-form:optional')}
            error={errorText('company')}
            errorPrefix={prefix}
          >
            {(described) => (
              <input
                {...described}
                name="company"
                type="text"
                autoComplete="organization"
                maxLength={hydrated ? undefined : LIMITS.companyMax}
                value={draft.company}
                onChange={(event) => change('company', event.target.value)}
                onBlur={() => blur('company')}
                className={INPUT_CLASS}
              />
            )}
          </FormField>

          <FormField field="service" label={t('contact-form:service.label')} error={errorText('service')} errorPrefix={prefix}>
            {(described) => (
              <select
                {...described}
                name="service"
                required
                value={draft.service}
                onChange={(event) => change('service', asTopic(event.target.value))}
                onBlur={() => blur('service')}
                className={`${INPUT_CLASS} sm:max-w-md`}
              >
                <option value="">{t('contact-form:service.choose')}</option>
                <optgroup label={t('contact-form:service.services')}>
                  {SERVICE_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {topicName(topic)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('contact-form:service.others')}>
                  {OTHER_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {topicName(topic)}
                    </option>
                  ))}
                </optgroup>
              </select>
            )}
          </FormField>

          <FormField
            field="message"
            label={t('contact-form:message.label')}
            hint={t('contact-form:message.hint')}
            error={errorText('message')}
            errorPrefix={prefix}
          >
            {(described) => (
              <>
                <textarea
                  {...described}
                  name="message"
                  rows={7}
                  required
                  minLength={LIMITS.messageMin}
                  maxLength={hydrated ? undefined : LIMITS.messageMax}
                  value={draft.message}
                  onChange={(event) => {
                    setTyped((times) => times + 1);
                    change('message', event.target.value);
                  }}
                  onBlur={() => blur('message')}
                  className={`${INPUT_CLASS} min-h-40 resize-y`}
                />
                <CharacterCount text={countText} over={remaining < 0} typed={typed} />
              </>
            )}
          </FormField>

          <FormField
            field="consent"
            inline
            label={t('contact-form:consent.label')}
            hint={
              <>
                {t('contact-form:consent.hint')}{' '}
                <LocalLink to={{ id: 'privacy' }} className="font-semibold text-brand-700 underline underline-offset-2">
                  {t('contact-form:consent.link')}
                </LocalLink>
              </>
            }
            error={errorText('consent')}
            errorPrefix={prefix}
          >
            {(described) => (
              <input
                {...described}
                name="consent"
                type="checkbox"
                value="yes"
                required
                checked={draft.consent}
                onChange={(event) => change('consent', event.target.checked)}
                onBlur={() => blur('consent')}
                className="mt-0.5 size-6 shrink-0 accent-brand-600"
              />
            )}
          </FormField>
        </div>

        {endpoint && (
          <>
            {/* People never see or reach this field; bots that fill in every field fill it in too. */}
            <div aria-hidden="true" className="absolute -z-10 size-px overflow-hidden opacity-0">
              <label htmlFor="contact-honeypot">{t('contact-form:honeypot')}</label>
              <input
                id="contact-honeypot"
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(event) => setHoneypot(event.target.value)}
              />
            </div>
            <input type="hidden" name="language" value={lang} />
          </>
        )}

        {turnstile.siteKey && <TurnstileCheck siteKey={turnstile.siteKey} round={turnstile.round} onToken={turnstile.onToken} />}

        <div className="mt-8 flex flex-col items-stretch gap-4 sm:flex-row sm:items-center">
          <button
            type="submit"
            aria-disabled={sending}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white shadow-md hover:bg-brand-700 aria-disabled:cursor-progress aria-disabled:opacity-80"
          >
            {sending ? t('contact-form:sending') : endpoint ? t('contact-form:submit') : t('contact-form:submitMail')}
          </button>
        </div>
        <div role="status" className="mt-4">
          {phase === 'mailOpened' && (
            <p className="text-ink-700">
              {t('contact-form:mailOpened')}{' '}
              <a href={mail()} dir="ltr" className="font-semibold text-brand-700 underline underline-offset-2">
                {email}
              </a>
            </p>
          )}
        </div>
      </form>
    </>
  );
}
