import { describe, expect, it } from 'vitest';
import { createBackendFetch, parseCookieHeader } from './backendFetch';

function recordingFetch(answer: () => Response) {
  const seen: { url: string; cookie: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    seen.push({ url, cookie: new Headers(init?.headers).get('cookie') });
    return answer();
  };
  return { fetch, seen };
}

describe('the server-side backend fetch', () => {
  it('sends the shopper cookies to the backend and nowhere else', async () => {
    const { fetch, seen } = recordingFetch(() => new Response('{}'));
    const backend = createBackendFetch('http://127.0.0.1:8787', 'sessionid=abc; f34c_lang2=en_US', fetch);
    await backend.fetch('http://127.0.0.1:8787/m_api/cart/cart_detail.php');
    await backend.fetch('https://vault.example/tokens');
    expect(seen).toEqual([
      { url: 'http://127.0.0.1:8787/m_api/cart/cart_detail.php', cookie: 'sessionid=abc; f34c_lang2=en_US' },
      { url: 'https://vault.example/tokens', cookie: null },
    ]);
  });

  it('keeps a cookie the backend sets for the following calls and passes it on', async () => {
    const { fetch, seen } = recordingFetch(() => new Response('{}', { headers: { 'set-cookie': 'sessionid=new; Path=/; HttpOnly' } }));
    const backend = createBackendFetch('http://127.0.0.1:8787', '', fetch);
    await backend.fetch('http://127.0.0.1:8787/a');
    await backend.fetch('http://127.0.0.1:8787/b');
    expect(seen.map((call) => call.cookie)).toEqual([null, 'sessionid=new']);
    expect(backend.setCookies()).toEqual(['sessionid=new; Path=/; HttpOnly', 'sessionid=new; Path=/; HttpOnly']);
  });

  it('reads a cookie header, the first of a name winning, ignoring junk', () => {
    expect([...parseCookieHeader('a=1; b=2; a=3; junk; =x; c=')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', ''],
    ]);
  });
});

describe('a first visit', () => {
  it('sends its first backend call alone, so parallel loaders share the session it opens', async () => {
    let sessions = 0;
    const seen: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      const cookie = new Headers(init?.headers).get('cookie');
      seen.push(cookie);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return cookie ? new Response('{}') : new Response('{}', { headers: { 'set-cookie': `sessionid=s${++sessions}; Path=/` } });
    };
    const backend = createBackendFetch('http://127.0.0.1:8787', '', fetch);
    await Promise.all(['/a', '/b', '/c'].map((path) => backend.fetch(`http://127.0.0.1:8787${path}`)));
    expect(sessions).toBe(1);
    expect(seen).toEqual([null, 'sessionid=s1', 'sessionid=s1']);
    expect(backend.setCookies()).toEqual(['sessionid=s1; Path=/']);
  });
});
