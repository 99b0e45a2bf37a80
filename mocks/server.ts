import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers, type AreaScenarios } from './handlers';
import { networkHandlers, type NetworkMode } from './network';

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly scenarios?: AreaScenarios;
  readonly network?: NetworkMode;
  /** Origins allowed to call it from a browser (CORS); same-origin proxies need none. */
  readonly allowOrigins?: readonly string[];
}

export interface MockHttpServer {
  /** e.g. http://127.0.0.1:8787 */
  readonly url: string;
  close(): Promise<void>;
}

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
 * for the built app (`npm run preview`).
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const handlers = [...networkHandlers(options.network ?? 'normal'), ...createHandlers(options.scenarios)];
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
      const request = new Request(`http://${HOST}:${address.port}${incoming.url ?? '/'}`, {
        method: incoming.method ?? 'GET',
        headers: toHeaders(incoming),
        signal: controller.signal,
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        outgoing.writeHead(404, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ errcode: 404, msg: 'No mock for this path' }));
        return;
      }
      if (response.type === 'error') {
        outgoing.destroy(); // "offline": no response at all
        return;
      }
      const headers: Record<string, string> = { ...cors };
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
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
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
