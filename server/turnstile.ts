/*
 * Cloudflare Turnstile's check of a submission's token, when a secret is configured
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). A failed or
 * unanswered check does not drop the lead: it is stored marked suspect.
 */
import type { ReceiverConfig } from './config';

/** null when the token passed (or Turnstile is off); otherwise why the lead is suspect. */
export async function turnstileVerdict(config: ReceiverConfig, token: string, address: string): Promise<string | null> {
  if (!config.turnstileSecret) return null;
  if (!token) return 'turnstile: no token';
  try {
    const response = await fetch(config.turnstileVerifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.turnstileSecret, response: token, remoteip: address }),
      signal: AbortSignal.timeout(5000),
    });
    const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (result.success === true) return null;
    return `turnstile: ${Array.isArray(result['error-codes']) ? result['error-codes'].join(' ') : 'failed'}`;
  } catch (error) {
    return `turnstile: not checked (${error instanceof Error ? error.message : String(error)})`;
  }
}
