/** Reads a Cookie header into name → value (the first of a name wins, as browsers send them). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** The name and value of a Set-Cookie header (its attributes are the browser's business). */
function setCookiePair(header: string): [string, string] | null {
  const pair = header.split(';', 1)[0] ?? '';
  const index = pair.indexOf('=');
  if (index <= 0) return null;
  return [pair.slice(0, index).trim(), pair.slice(index + 1).trim()];
}

export interface BackendFetch {
  /** The fetch the request's api client uses. */
  readonly fetch: typeof globalThis.fetch;
  /** Every Set-Cookie the backend answered during this request, to pass on to the browser. */
  readonly setCookies: () => readonly string[];
}

/**
 * The server-side fetch of one page request: calls to the backend carry the shopper's cookies (the
 * backend's session), and cookies the backend sets are remembered, sent on the following calls of
 * the same request and passed on to the browser, so the browser and the server speak for the same
 * session. A first visit (no cookies at all) sends its first backend call alone and the others after
 * it, so parallel loaders do not open one backend session each. Calls elsewhere (the card vault)
 * carry no cookies.
 */
export function createBackendFetch(backendOrigin: string, cookieHeader: string, base: typeof globalThis.fetch = globalThis.fetch): BackendFetch {
  const cookies = parseCookieHeader(cookieHeader);
  const received: string[] = [];
  /** Settles when the first backend call of a first visit has answered (its cookies are known). */
  let firstCall: Promise<unknown> | null = null;
  const fetchWithCookies: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).origin !== backendOrigin) return base(input, init);
    if (cookies.size === 0 && firstCall === null) {
      const call = send(input, init);
      firstCall = call.catch(() => undefined);
      return call;
    }
    if (firstCall) await firstCall;
    return send(input, init);
  };
  const send: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      received.push(header);
      const pair = setCookiePair(header);
      if (pair) cookies.set(pair[0], pair[1]);
    }
    return response;
  };
  return { fetch: fetchWithCookies, setCookies: () => [...received] };
}
