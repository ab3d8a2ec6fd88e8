import { describe, expect, it } from 'vitest';
import {
  endpointOrigin,
  formOrigins,
  parseNetlifyHeaders,
  renderNetlifyHeaders,
  renderNginxHeaders,
  securityHeaders,
} from '../../scripts/lib/headers';
import { INTERNSHIPS, JOBS } from '../../src/content/careers';
import { DEPLOYMENT, DEPLOYMENT_VARIABLES, readDeployment, type Deployment } from '../../src/content/deployment';

/** src/content/deployment.ts: the settings of a deployment from the build's environment. */
describe('readDeployment', () => {
  const ALL_SET = {
    VITE_SITE_ORIGIN: 'https://www.qimmah.example',
    VITE_CONTACT_ENDPOINT: 'https://forms.example.net/f/abc',
    VITE_WHATSAPP: '+966 55 123 4567',
    VITE_CONTACT_FORM_URL: 'https://forms.example.org/embed/xyz?lang=ar',
    VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  };

  it('falls back to the placeholders with nothing set, and lists every variable as a placeholder', () => {
    expect(readDeployment({})).toEqual({
      origin: 'https://www.example.com',
      contactEndpoint: '/api/contact',
      whatsapp: '+966 50 000 0000',
      contactFormUrl: '',
      turnstileSiteKey: '',
      placeholders: [
        'VITE_SITE_ORIGIN',
        'VITE_CONTACT_ENDPOINT',
        'VITE_WHATSAPP',
        'VITE_CONTACT_FORM_URL',
        'VITE_TURNSTILE_SITE_KEY',
      ],
    });
    // Empty and blank values count as not set.
    expect(readDeployment({ VITE_SITE_ORIGIN: '', VITE_WHATSAPP: '   ' }).placeholders).toEqual(
      Object.keys(DEPLOYMENT_VARIABLES),
    );
    // Other variables of the environment play no part.
    expect(readDeployment({ PATH: '/usr/bin', VITE_OTHER: 'x', SITE_ORIGIN: 'https://a.example' })).toEqual(readDeployment({}));
  });

  it("posts the form to the site's own receiver by default, to an external endpoint, or nowhere (an email draft)", () => {
    expect(readDeployment({}).contactEndpoint).toBe('/api/contact');
    expect(readDeployment({ VITE_CONTACT_ENDPOINT: '/api/contact' }).contactEndpoint).toBe('/api/contact');
    expect(readDeployment({ VITE_CONTACT_ENDPOINT: 'email' }).contactEndpoint).toBe('');
    expect(readDeployment({ VITE_CONTACT_ENDPOINT: ' EMAIL ' }).contactEndpoint).toBe('');
    expect(readDeployment({ VITE_CONTACT_ENDPOINT: 'https://forms.example.net/f' }).contactEndpoint).toBe(
      'https://forms.example.net/f',
    );
  });

  it('takes every value that is set, and lists no placeholder', () => {
    expect(readDeployment(ALL_SET)).toEqual({
      origin: 'https://www.qimmah.example',
      contactEndpoint: 'https://forms.example.net/f/abc',
      whatsapp: '+966 55 123 4567',
      contactFormUrl: 'https://forms.example.org/embed/xyz?lang=ar',
      turnstileSiteKey: '1x00000000000000000000AA',
      placeholders: [],
    });
  });

  it('lists only the variables left unset', () => {
    const { placeholders, origin, whatsapp } = readDeployment({ VITE_SITE_ORIGIN: 'https://www.qimmah.example' });
    expect(origin).toBe('https://www.qimmah.example');
    expect(whatsapp).toBe(DEPLOYMENT_VARIABLES.VITE_WHATSAPP.placeholder);
    expect(placeholders).toEqual(['VITE_CONTACT_ENDPOINT', 'VITE_WHATSAPP', 'VITE_CONTACT_FORM_URL', 'VITE_TURNSTILE_SITE_KEY']);
  });

  it('writes the origin in its canonical form, without a trailing slash', () => {
    expect(readDeployment({ VITE_SITE_ORIGIN: ' HTTPS://WWW.Qimmah.Example/ ' }).origin).toBe('https://www.qimmah.example');
    expect(readDeployment({ VITE_SITE_ORIGIN: 'https://www.qimmah.example:443' }).origin).toBe('https://www.qimmah.example');
    expect(readDeployment({ VITE_SITE_ORIGIN: 'https://qimmah.example:8443' }).origin).toBe('https://qimmah.example:8443');
    expect(readDeployment({ VITE_WHATSAPP: '  +966 55 123 4567 ' }).whatsapp).toBe('+966 55 123 4567');
  });

  it('allows http on loopback only (local test servers)', () => {
    const local = readDeployment({
      VITE_SITE_ORIGIN: 'http://localhost:4173',
      VITE_CONTACT_ENDPOINT: 'http://127.0.0.1:4599/submit',
      VITE_CONTACT_FORM_URL: 'http://[::1]:4600/form',
    });
    expect(local.origin).toBe('http://localhost:4173');
    expect(local.contactEndpoint).toBe('http://127.0.0.1:4599/submit');
    expect(local.contactFormUrl).toBe('http://[::1]:4600/form');
  });

  const rejected: [string, Record<string, string>, RegExp][] = [
    ['an http origin', { VITE_SITE_ORIGIN: 'http://www.qimmah.example' }, /VITE_SITE_ORIGIN=.*https:\/\//],
    ['an http endpoint', { VITE_CONTACT_ENDPOINT: 'http://forms.example.net/f/abc' }, /VITE_CONTACT_ENDPOINT=.*https:\/\//],
    ['an http form URL', { VITE_CONTACT_FORM_URL: 'http://forms.example.org/embed' }, /VITE_CONTACT_FORM_URL=.*https:\/\//],
    ['a loopback-looking host that is not one', { VITE_CONTACT_ENDPOINT: 'http://localhost.evil.example/f' }, /https:\/\//],
    ['a script URL', { VITE_CONTACT_FORM_URL: 'javascript:alert(1)' }, /VITE_CONTACT_FORM_URL=.*https:\/\//],
    [
      'a relative URL but the own receiver',
      { VITE_CONTACT_ENDPOINT: '/api/contact/' },
      /VITE_CONTACT_ENDPOINT=.*not an absolute URL/,
    ],
    ['an origin without scheme', { VITE_SITE_ORIGIN: 'www.qimmah.example' }, /VITE_SITE_ORIGIN=.*not an absolute URL/],
    ['an origin with a path', { VITE_SITE_ORIGIN: 'https://www.qimmah.example/en' }, /VITE_SITE_ORIGIN=.*origin only/],
    ['an origin with a query', { VITE_SITE_ORIGIN: 'https://www.qimmah.example/?x=1' }, /VITE_SITE_ORIGIN=.*origin only/],
    ['an origin with a fragment', { VITE_SITE_ORIGIN: 'https://www.qimmah.example#top' }, /VITE_SITE_ORIGIN=.*origin only/],
    ['credentials in a URL', { VITE_CONTACT_ENDPOINT: 'https://user:secret@forms.example.net/f' }, /user name or password/],
    ['a local number', { VITE_WHATSAPP: '055 123 4567' }, /VITE_WHATSAPP=.*international/],
    ['a number with 00 for +', { VITE_WHATSAPP: '00966551234567' }, /VITE_WHATSAPP=/],
    ['a country code starting with 0', { VITE_WHATSAPP: '+0966 55 123 4567' }, /VITE_WHATSAPP=/],
    ['too few digits', { VITE_WHATSAPP: '+966 551' }, /VITE_WHATSAPP=/],
    ['more than 15 digits', { VITE_WHATSAPP: '+966 55 123 4567 8901' }, /VITE_WHATSAPP=/],
    ['letters', { VITE_WHATSAPP: '+966 55 CALL NOW' }, /VITE_WHATSAPP=/],
    ['parentheses and doubled spaces', { VITE_WHATSAPP: '+966 (55)  123 4567' }, /VITE_WHATSAPP=/],
    ['a wa.me link instead of a number', { VITE_WHATSAPP: 'https://wa.me/966551234567' }, /VITE_WHATSAPP=/],
  ];
  it.each(rejected)('rejects %s, naming the variable', (_, env, message) => {
    expect(() => readDeployment(env)).toThrow(message);
  });

  it('does not print a password it rejects', () => {
    expect(() => readDeployment({ VITE_CONTACT_ENDPOINT: 'https://user:secret@forms.example.net/f' })).toThrow(
      /^VITE_CONTACT_ENDPOINT must not contain a user name or password\.$/,
    );
  });

  it('takes a Turnstile site key as Cloudflare writes them, and refuses anything else', () => {
    for (const key of ['0x4AAAAAAABkMYinukE8nzYS', '1x00000000000000000000AA', '3x00000000000000000000FF'])
      expect(readDeployment({ VITE_TURNSTILE_SITE_KEY: key }).turnstileSiteKey, key).toBe(key);
    for (const key of ['short', '0x4AAAA"><script>', '0x4AAAAAAA BkMYinukE8nz'])
      expect(() => readDeployment({ VITE_TURNSTILE_SITE_KEY: key }), key).toThrow(/VITE_TURNSTILE_SITE_KEY/);
  });

  it('accepts international numbers with spaces or hyphens', () => {
    for (const number of ['+966551234567', '+966 55 123 4567', '+966-55-123-4567', '+1 415 555 0100', '+44 20 7946 0958'])
      expect(readDeployment({ VITE_WHATSAPP: number }).whatsapp, number).toBe(number);
  });
});

/** scripts/lib/headers.ts: the Content-Security-Policy follows the deployment's endpoint and form. */
describe('security headers of a deployment', () => {
  const csp = (deployment: Deployment) => {
    const header = securityHeaders(deployment).find(([name]) => name === 'Content-Security-Policy');
    if (!header) throw new Error('no Content-Security-Policy');
    return Object.fromEntries(
      header[1].split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources.join(' ')];
      }),
    );
  };
  // The careers pages' external forms, if any: always framed, whatever the deployment.
  const applyOrigins = [...JOBS, ...INTERNSHIPS].filter((p) => p.applyLink).map((p) => new URL(p.applyLink).origin);
  const frameSrc = (origins: string[]) => {
    const all = [...new Set([...origins, ...applyOrigins])].sort();
    return all.length ? all.join(' ') : "'none'";
  };

  it("keeps everything to 'self' with no endpoint and no external form", () => {
    const policy = csp(readDeployment({}));
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['form-action']).toBe("'self'");
    expect(policy['frame-src']).toBe(frameSrc([]));
    expect(policy['default-src']).toBe("'self'");
    expect(policy['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy['frame-ancestors']).toBe("'none'");
  });

  it("adds the endpoint's origin to connect-src and form-action, and the form's origin to frame-src", () => {
    const deployment = readDeployment({
      VITE_SITE_ORIGIN: 'https://www.qimmah.example',
      VITE_CONTACT_ENDPOINT: 'https://forms.example.net/f/abc?x=1',
      VITE_CONTACT_FORM_URL: 'https://embed.example.org/forms/xyz',
    });
    const policy = csp(deployment);
    expect(policy['connect-src']).toBe("'self' https://forms.example.net");
    expect(policy['form-action']).toBe("'self' https://forms.example.net");
    expect(policy['frame-src']).toBe(frameSrc(['https://embed.example.org']));
    // Nothing else opens up: the site's own origin setting is not a source, and scripts stay 'self'.
    expect(policy['script-src']).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy['default-src']).toBe("'self'");
    expect(Object.values(policy).join(' ')).not.toContain('qimmah.example');
    expect(endpointOrigin(deployment)).toBe('https://forms.example.net');
    expect(formOrigins(deployment)).toEqual(frameSrc(['https://embed.example.org']).split(' '));
  });

  it("lets Turnstile's script and frame in only when it is on", () => {
    const off = csp(readDeployment({}));
    expect(Object.values(off).join(' ')).not.toContain('challenges.cloudflare.com');
    const on = csp(readDeployment({ VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }));
    expect(on['script-src']).toBe("'self' 'wasm-unsafe-eval' https://challenges.cloudflare.com");
    expect(on['frame-src']).toBe(
      [
        ...frameSrc([])
          .split(' ')
          .filter((source) => source !== "'none'"),
        'https://challenges.cloudflare.com',
      ].join(' '),
    );
    // It sends nothing itself: connect-src and form-action stay the site's.
    expect(on['connect-src']).toBe("'self'");
    expect(on['form-action']).toBe("'self'");
  });

  it('keeps the port of a loopback endpoint (the tests’ local server)', () => {
    const policy = csp(readDeployment({ VITE_CONTACT_ENDPOINT: 'http://127.0.0.1:4599/submit' }));
    expect(policy['connect-src']).toBe("'self' http://127.0.0.1:4599");
    expect(policy['form-action']).toBe("'self' http://127.0.0.1:4599");
  });

  it("uses this build's deployment by default", () => {
    expect(securityHeaders()).toEqual(securityHeaders(DEPLOYMENT));
    expect(formOrigins()).toEqual(formOrigins(DEPLOYMENT));
    expect(endpointOrigin()).toBe(endpointOrigin(DEPLOYMENT));
  });

  it('writes the same headers for Netlify and nginx, and reads the Netlify file back as written', () => {
    const headers = securityHeaders(readDeployment({ VITE_CONTACT_ENDPOINT: 'https://forms.example.net/f/abc' }));
    const netlify = renderNetlifyHeaders(headers);
    expect(parseNetlifyHeaders(netlify)).toEqual(headers);
    expect(parseNetlifyHeaders(netlify, '/assets/*')).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    const nginx = renderNginxHeaders(headers);
    for (const [name, value] of headers) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  });
});
