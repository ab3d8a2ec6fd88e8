/*
 * The receiver's settings, read from the environment of either host (process.env on the nginx
 * host and `npm start`; the Pages project's variables and secrets on Cloudflare). docs/deploying.md
 * lists them.
 */

export interface ReceiverConfig {
  /** Origins besides the request's own host that may post (LEADS_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: readonly string[];
  /** Submissions one address may make in an hour (LEADS_PER_HOUR, 5). */
  perHour: number;
  /** The largest body taken, in bytes (LEADS_MAX_BODY_BYTES, 32 KiB: the form's 5,000-character message in Arabic is about 10 KiB). */
  maxBodyBytes: number;
  /** Salt of the addresses' hashes (LEADS_SALT); without it, a random one per process. */
  salt: string;
  /** Where each lead is announced (LEADS_WEBHOOK_URL, with LEADS_WEBHOOK_TOKEN as a bearer token); none: stored, nobody told. */
  webhookUrl: string;
  webhookToken: string;
  /** The wait before a failed notification's second attempt, doubling after (LEADS_RETRY_MS, 30 s). */
  retryMs: number;
  /** Cloudflare Turnstile (TURNSTILE_SECRET_KEY; off without it), and its verify endpoint (TURNSTILE_VERIFY_URL). */
  turnstileSecret: string;
  turnstileVerifyUrl: string;
}

const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

type Env = Record<string, unknown>;
const text = (env: Env, name: string): string => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');
const positive = (env: Env, name: string, fallback: number): number => {
  const value = Number(text(env, name) || fallback);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(text(env, name))}`);
  return value;
};

const randomSalt = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
let processSalt: string | undefined;

export function readConfig(env: Env): ReceiverConfig {
  return {
    allowedOrigins: text(env, 'LEADS_ALLOWED_ORIGINS')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    perHour: positive(env, 'LEADS_PER_HOUR', 5),
    maxBodyBytes: positive(env, 'LEADS_MAX_BODY_BYTES', 32 * 1024),
    salt: text(env, 'LEADS_SALT') || (processSalt ??= randomSalt()),
    webhookUrl: text(env, 'LEADS_WEBHOOK_URL'),
    webhookToken: text(env, 'LEADS_WEBHOOK_TOKEN'),
    retryMs: positive(env, 'LEADS_RETRY_MS', 30_000),
    turnstileSecret: text(env, 'TURNSTILE_SECRET_KEY'),
    turnstileVerifyUrl: text(env, 'TURNSTILE_VERIFY_URL') || TURNSTILE_VERIFY_URL,
  };
}

/** The address as stored for the rate limit: SHA-256 of the salt and the address, hex. */
export async function addressHash(salt: string, address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
