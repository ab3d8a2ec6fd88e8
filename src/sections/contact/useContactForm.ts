import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { typedInto, type ContactDraft, type Field } from '../../lib/contact/fields';
import { OWN_RECEIVER } from '../../content/deployment';
import { RETRY_DELAYS_MS, RETRY_STATUSES, SEND_TIMEOUT_MS, formBody, keyFor, looksLikeBot } from '../../lib/contact/send';
import { TURNSTILE_FIELD } from '../../lib/contact/turnstile';
import { validateDraft, validateField, type FieldErrors } from '../../lib/contact/validate';
import { useLang } from '../../lib/language/lang';

type Phase = 'editing' | 'sending' | 'sent' | 'failed' | 'mailOpened';
type FocusTarget = 'summary' | 'failed' | 'sent';

interface Options {
  /** Where the form posts (SITE.contactEndpoint); '' composes an email instead. */
  endpoint: string;
  /** Cloudflare Turnstile's site key (SITE.turnstileSiteKey); '' when off. Used with the site's own receiver only. */
  turnstileSiteKey: string;
  draft: ContactDraft;
  /** When the form first showed for this draft (Date.now()); null until it has. */
  startedAt: number | null;
  /** The fields that changed. */
  onChange: (changes: Partial<ContactDraft>) => void;
  /** Sent: the draft is no longer needed. */
  onSent: () => void;
  /** The email route's mailto: link, holding the draft as it is. */
  mail: () => string;
}

/**
 * What the contact form does, without its markup: where it is (editing, sending, sent, failed, or
 * the email opened), its errors (shown on submit, then following the visitor's corrections), the
 * honeypot, the send with its timeout, the focus that moves to the error summary, the failure or
 * the thanks, and what was typed into the prerendered form before this code arrived. The refs are
 * for the elements that take focus, and the form itself.
 */
export function useContactForm({ endpoint, turnstileSiteKey, draft, startedAt, onChange, onSent, mail }: Options) {
  const lang = useLang();
  const [phase, setPhase] = useState<Phase>('editing');
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const [focus, setFocus] = useState<{ target: FocusTarget; times: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const lastKey = useRef<{ body: string; key: string } | null>(null);
  // Turnstile (when on): wanted once the visitor starts on the form, so its script does not load
  // with every page; its latest token; and a new round after each send, a token being single-use.
  const turnstile = endpoint === OWN_RECEIVER ? turnstileSiteKey : '';
  const [turnstileWanted, setTurnstileWanted] = useState(false);
  const [turnstileRound, setTurnstileRound] = useState(0);
  const turnstileToken = useRef('');

  // What was typed into the prerendered form before this code arrived becomes the draft before
  // the next render would draw the draft over it. (Drawn by the app itself, the form holds the draft.)
  const adoptTyped = useEffectEvent(() => {
    if (!formRef.current) return;
    const typed = typedInto(new FormData(formRef.current), draft);
    if (Object.keys(typed).length > 0) onChange(typed);
  });
  useLayoutEffect(() => adoptTyped(), []);

  // Focus after the render that shows the target: the error summary, the failure, the thanks.
  useEffect(() => {
    if (!focus) return;
    const element = { summary: summaryRef, failed: failedRef, sent: sentRef }[focus.target].current;
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'start' });
  }, [focus]);
  const focusOn = (target: FocusTarget) => setFocus((previous) => ({ target, times: (previous?.times ?? 0) + 1 }));

  function change<K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) {
    const next = { ...draft, [field]: value };
    onChange({ [field]: value });
    // After a submit, an error follows the visitor's corrections as they type.
    if (submitted && errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, next) ?? undefined }));
  }
  function blur(field: Field) {
    if (submitted) setErrors((current) => ({ ...current, [field]: validateField(field, draft) ?? undefined }));
  }

  /**
   * Posts the draft: with the site's own receiver, under an idempotency key that every attempt at
   * this body shares, and again (twice at most, 1 s and 3 s later) when the network fails or the
   * receiver answers that it is briefly unavailable, all within SEND_TIMEOUT_MS. The key goes only
   * to the own receiver: an external form service's CORS rules may not allow the header.
   */
  async function send() {
    setPhase('sending');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    const body = formBody(draft, lang);
    // The key is the message's: a new Turnstile token for the same message is the same submission.
    const { key } = (lastKey.current = keyFor(body.toString(), lastKey.current));
    if (turnstileToken.current) body.set(TURNSTILE_FIELD, turnstileToken.current);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (endpoint === OWN_RECEIVER) headers['Idempotency-Key'] = key;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(endpoint, { method: 'POST', body, headers, signal: controller.signal });
          if (response.ok) break;
          if (!RETRY_STATUSES.has(response.status) || attempt >= RETRY_DELAYS_MS.length)
            throw new Error(`The form's receiver answered ${response.status}`);
        } catch (error) {
          // A network failure is worth another attempt; the timeout, or the last attempt, is not.
          if (controller.signal.aborted || attempt >= RETRY_DELAYS_MS.length || !(error instanceof TypeError)) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
        if (controller.signal.aborted) throw new Error('timed out');
      }
      setPhase('sent');
      setSubmitted(false);
      lastKey.current = null;
      onSent();
      focusOn('sent');
    } catch {
      // Network down, refused, an error answer or the timeout: the draft stays as it is.
      setPhase('failed');
      focusOn('failed');
    } finally {
      clearTimeout(timer);
      if (turnstile) {
        turnstileToken.current = '';
        setTurnstileRound((round) => round + 1);
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    const found = validateDraft(draft);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setPhase('editing');
      focusOn('summary');
      return;
    }
    if (!endpoint) {
      setPhase('mailOpened');
      window.location.assign(mail());
      return;
    }
    // A bot: the same thanks a person gets, and nothing is sent (the draft is kept, in case).
    if (looksLikeBot({ honeypot, startedAt: startedAt ?? Date.now(), now: Date.now() })) {
      setPhase('sent');
      focusOn('sent');
      return;
    }
    void send();
  }

  /** The thanks' button: back to the form, with no errors shown. */
  function startAgain() {
    setPhase('editing');
    setErrors({});
  }

  return {
    phase,
    /** Turnstile's site key once the form wants its check ('' before, or when off), the round, and where its token goes. */
    turnstile: {
      siteKey: turnstileWanted ? turnstile : '',
      round: turnstileRound,
      onToken: (token: string) => (turnstileToken.current = token),
      /** The visitor started on the form: Turnstile's check may start (nothing to do when it is off). */
      wake: turnstile ? () => setTurnstileWanted(true) : undefined,
    },
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
  };
}
