import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';

/** A Node request as a web-standard Request on `origin` (its body read whole). */
export async function toWebRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await buffer(incoming);
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, ...(body ? { body } : {}) });
}

/** Sends a web-standard Response through Node's response (every `set-cookie` kept apart). */
export async function sendWebResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    // fetch has already decoded the body: its encoding and length no longer hold.
    if (name !== 'set-cookie' && name !== 'content-encoding' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers).end(body);
}
