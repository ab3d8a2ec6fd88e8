import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { SITE } from '../../../src/content/site';

/**
 * The contact form's endpoint for the end-to-end tests: a real HTTP server on loopback, on the
 * port the build was made to post to (VITE_CONTACT_ENDPOINT, which scripts/test.ts sets for the
 * build and the tests alike). It records every request's body and can be told to answer 500, to
 * never answer, or to be down (the port closed: connection refused).
 *
 * The build bakes one address in, and Playwright runs tests side by side in two workers, so one
 * test at a time owns the endpoint: a test first takes a lock (listening on the next port, which
 * only one process can do; the system frees it if a worker dies), then starts the endpoint.
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as sent. */
  body: string;
  /** The fields of a form-encoded body (empty for any other kind). */
  fields: Record<string, string>;
}

export type Answer = 'ok' | 'error' | 'hang';

/** The endpoint's URL, checked: a loopback http address is the only kind the tests can serve. */
export function endpointUrl(): URL {
  const endpoint = SITE.contactEndpoint;
  const url = endpoint ? new URL(endpoint) : null;
  if (!url || url.protocol !== 'http:' || url.hostname !== '127.0.0.1' || !url.port) {
    throw new Error(
      `The contact form tests need a build and a test run with VITE_CONTACT_ENDPOINT=http://127.0.0.1:<port>/<path> ` +
        `(npm test sets one); this run has ${JSON.stringify(endpoint)}.`,
    );
  }
  return url;
}

const listen = (server: Server | NetServer, port: number) =>
  new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      server.off('listening', done);
      reject(error);
    };
    const done = () => {
      server.off('error', fail);
      resolve();
    };
    server.once('error', fail);
    server.once('listening', done);
    server.listen(port, '127.0.0.1');
  });

const close = (server: Server | NetServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Waits (up to `timeoutMs`) until this process holds the endpoint's lock. */
async function takeLock(port: number, timeoutMs: number): Promise<NetServer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lock = createNetServer();
    try {
      await listen(lock, port);
      return lock;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

export class ContactEndpoint {
  /** Every request, in order of arrival (a browser that navigates here also asks for /favicon.ico). */
  readonly received: Received[] = [];
  /** How the next requests are answered. */
  answer: Answer = 'ok';
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    readonly url: URL,
    private readonly lock: NetServer,
  ) {}

  /** The form posts among them. */
  get posts(): Received[] {
    return this.received.filter((request) => request.method === 'POST');
  }

  /** Takes the lock and starts the endpoint (up). */
  static async start(): Promise<ContactEndpoint> {
    const url = endpointUrl();
    const lock = await takeLock(Number(url.port) + 1, 90_000);
    const endpoint = new ContactEndpoint(url, lock);
    await endpoint.up();
    return endpoint;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // A form service answers browsers from any origin (the page is on another port).
        response.setHeader('Access-Control-Allow-Origin', '*');
        if (request.method === 'OPTIONS') {
          response.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' }).end();
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const type = request.headers['content-type'] ?? '';
        this.received.push({
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body,
          fields: type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : {},
        });
        if (this.answer === 'hang') {
          this.hanging.add(response);
          return;
        }
        const status = this.answer === 'ok' ? 200 : 500;
        if (request.headers.accept?.includes('application/json')) {
          response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
        } else {
          const text = status === 200 ? 'Message received' : 'Server error';
          response
            .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
            .end(`<!doctype html><html lang="en"><title>${text}</title><h1>${text}</h1></html>`);
        }
      });
    });
    await listen(server, Number(this.url.port));
    this.server = server;
  }

  /** Closes the port: the browser's request is refused. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
    server.closeAllConnections();
    await close(server);
  }

  /** Stops the endpoint and gives the lock back. */
  async stop(): Promise<void> {
    await this.down();
    await close(this.lock);
  }
}
