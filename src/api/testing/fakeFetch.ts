/** Test helper: a fetch that records calls and answers from a function. */
export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
}

export type Answer = Response | Promise<Response> | 'hang' | 'network-error';

export function fakeFetch(answer: (call: RecordedCall) => Answer = () => json({ errcode: 0, data: null })) {
  const calls: RecordedCall[] = [];
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const result = answer(call);
    if (result === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (result === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(result);
  };
  return { fetch: fetchFn as typeof globalThis.fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status });
}

export const ORIGIN = 'https://m.beauty.example';
