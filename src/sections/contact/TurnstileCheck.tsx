import { useEffect, useEffectEvent, useRef } from 'react';
import { loadTurnstile, turnstileLanguage, type TurnstileApi } from '../../lib/contact/turnstile';
import { useLang } from '../../lib/language/lang';

interface Props {
  siteKey: string;
  /** Counts the submissions: each needs a token of its own, so a new round asks Turnstile for a new one. */
  round: number;
  /** The current token; '' when there is none (expired, failed, or Turnstile could not load). */
  onToken: (token: string) => void;
}

/**
 * Cloudflare Turnstile's check inside the form, in the page's language. Most visitors see nothing
 * (`interaction-only`); Turnstile shows its box here only when it needs a click. Its script loads
 * when this first renders, which the form does once the visitor starts on it, not with the page.
 * Without a token the form still sends: the receiver keeps the message, marked for a person to look at.
 */
export function TurnstileCheck({ siteKey, round, onToken }: Props) {
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const tell = useEffectEvent(onToken);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          language: turnstileLanguage(lang),
          appearance: 'interaction-only',
          size: 'flexible',
          action: 'contact',
          callback: (token) => tell(token),
          'expired-callback': () => tell(''),
          'error-callback': () => tell(''),
        });
        if (id) widget.current = { api, id };
      },
      () => tell(''),
    );
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, lang]);

  useEffect(() => {
    if (round > 0 && widget.current) widget.current.api.reset(widget.current.id);
  }, [round]);

  return <div ref={container} className="mt-6 empty:hidden" />;
}
