import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers, type AreaScenarios } from './handlers';
import { networkHandlers, type NetworkMode } from './network';
import { isSeedName, type SeedName } from './shop/seedNames';
import { createSessionShop, SESSION_COOKIE, type MockWorld, type SessionShop } from './shop/sessions';
import { createWorldShop } from './shop/worldShop';
import { worldFilePersistence } from './worldFile';

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly scenarios?: AreaScenarios;
  readonly network?: NetworkMode;
  /** Origins allowed to call it from a browser (CORS); same-origin proxies need none. */
  readonly allowOrigins?: readonly string[];
  /** The seed every new session starts from (`MOCK_SEED`); guest by default. */
  readonly seed?: SeedName;
  /** Sessions kept at once (least recently used dropped first). */
  readonly maxSessions?: number;
  /** One shop shared by every session (`MOCK_WORLD=shared`, the default) or a shop per session (`session`). */
  readonly world?: MockWorld;
  /** Minutes a session may stay unused before it is dropped (`MOCK_SESSION_IDLE_MINUTES`, 30). */
  readonly sessionIdleMinutes?: number;
  /** The sessions' clock in milliseconds (Date.now; tests move it to expire sessions). */
  readonly now?: () => number;
  /** A file that keeps the shared world across restarts (`MOCK_STATE`; shared world only): read at start, written after each change. */
  readonly statePath?: string;
  /** Told why the state file was refused (corrupt or of another version): the world then starts from the seed. */
  readonly onStateRefused?: (message: string) => void;
}

export interface MockHttpServer {
  /** e.g. http://127.0.0.1:8787 */
  readonly url: string;
  /** The shop: one shared world with a small part per session cookie, or a shop per session cookie. */
  readonly shop: SessionShop;
  close(): Promise<void>;
}

/**
 * `POST /__mock/reset?seed=NAME&scope=world|session` (loopback callers only; the seed defaults to
 * the server's). In the shared world, `scope=world` (the default) starts the whole world again from
 * the seed: every account's data as seeded, every other session dropped, and the caller's session
 * started from the seed (its account signed in, its guest cart); `scope=session` starts only the
 * caller's session part again (who is signed in and the guest's cart, as the seed has them) and
 * keeps the world. With a shop per session (`MOCK_WORLD=session`) the caller's shop starts again,
 * whatever the scope.
 */
export const RESET_PATH = '/__mock/reset';
const RESET_SCOPES = ['world', 'session'] as const;

const HOST = '127.0.0.1';

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A cookie header with the session cookie set to `id` (a new or tampered one is replaced). */
function withSessionCookie(cookie: string | null, id: string): string {
  const others = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${SESSION_COOKIE}=`));
  return [...others, `${SESSION_COOKIE}=${id}`].join('; ');
}

function sessionCookieHeader(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
    vary: 'origin',
  };
}

/**
 * The same handlers as Storybook, Vitest and the dev app, served over real HTTP on 127.0.0.1
 * for the built app (`npm run preview`). Every browser acts on one shared world, as on a real
 * backend, and its `sessionid` cookie names its session: who is signed in and the guest's cart
 * (mocks/shop/worldShop.ts). With `world: 'session'` each browser gets a shop of its own instead.
 * A new session starts from `seed`; an unused one is dropped after `sessionIdleMinutes`.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const shopOptions = {
    seed: options.seed ?? 'guest',
    ...(options.maxSessions ? { maxSessions: options.maxSessions } : {}),
    ...(options.sessionIdleMinutes ? { idleMinutes: options.sessionIdleMinutes } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const persistence = options.statePath ? worldFilePersistence(options.statePath, options.onStateRefused ?? ((message) => console.warn(message))) : undefined;
  const shop = (options.world ?? 'shared') === 'shared' ? createWorldShop({ ...shopOptions, ...(persistence ? { persistence } : {}) }) : createSessionShop(shopOptions);
  const handlers = [...networkHandlers(options.network ?? 'normal'), ...createHandlers(options.scenarios, shop)];
  const allowed = options.allowOrigins ?? [];

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void (async () => {
      const cors = corsHeaders(incoming.headers.origin, allowed);
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, cors).end();
        return;
      }
      const address = server.address() as AddressInfo;
      const body = await readBody(incoming);
      const controller = new AbortController();
      incoming.on('close', () => {
        if (!outgoing.writableEnded) controller.abort();
      });
      const url = `http://${HOST}:${address.port}${incoming.url ?? '/'}`;
      const headers = toHeaders(incoming);
      const session = shop.session(new Request(url, { headers }));
      headers.set('cookie', withSessionCookie(headers.get('cookie'), session.id));
      const request = new Request(url, {
        method: incoming.method ?? 'GET',
        headers,
        signal: controller.signal,
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
      const setCookie: Record<string, string> = session.isNew ? { 'set-cookie': sessionCookieHeader(session.id) } : {};
      const path = new URL(request.url).pathname;
      if (path === RESET_PATH) {
        if (request.method !== 'POST' || !isLoopback(incoming.socket.remoteAddress)) {
          outgoing.writeHead(403, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ errcode: 403, msg: 'Reset is for loopback POSTs only' }));
          return;
        }
        const query = new URL(request.url).searchParams;
        const asked = query.get('seed');
        if (asked !== null && !isSeedName(asked)) {
          outgoing.writeHead(400, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ errcode: 400, msg: `Unknown seed: ${asked.slice(0, 40)}` }));
          return;
        }
        const scope = query.get('scope') ?? 'world';
        if (!RESET_SCOPES.some((known) => known === scope)) {
          outgoing.writeHead(400, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ errcode: 400, msg: `Unknown scope: ${scope.slice(0, 40)} (world or session)` }));
          return;
        }
        const seed = asked ?? shop.seed;
        if (scope === 'session') shop.resetSession(seed, request);
        else shop.reset(seed, request);
        shop.afterRequest?.();
        outgoing.writeHead(200, { 'content-type': 'application/json', ...cors, ...setCookie }).end(JSON.stringify({ errcode: 0, data: { seed, scope, world: shop.world } }));
        return;
      }
      const response = await getResponse(handlers, request);
      shop.afterRequest?.();
      if (!response) {
        outgoing.writeHead(404, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ errcode: 404, msg: 'No mock for this path' }));
        return;
      }
      if (response.type === 'error') {
        outgoing.destroy(); // "offline": no response at all
        return;
      }
      const answerHeaders: Record<string, string> = { ...cors, ...setCookie };
      response.headers.forEach((value, name) => {
        answerHeaders[name] = value;
      });
      outgoing.writeHead(response.status, answerHeaders).end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain' });
      outgoing.end(`mock server error: ${String(error)}`);
    });
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, HOST, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    shop,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
