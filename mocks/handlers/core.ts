import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiArea, EndpointMeta } from '../../src/api/endpoints/define';
import type { EndpointName } from '../../src/api/endpoints/registry';
import { toMockLocale, type MockLocale } from '../fixtures/locale';
import { isScenario, scenario as scenarios, type Scenario } from '../scenarios';
import { isLoggedIn } from '../shop/account/accountOps';
import { isFailure, needsLogin } from '../shop/failure';
import { collectLists, type Lists, type Params } from '../shop/requestParams';
import type { MockShop } from '../shop/sessions';
import { sharedShop } from '../shop/sharedShop';
import type { ShopState } from '../shop/state';

/**
 * What a mock reads from a request: every parameter (query, form or JSON, top level) as text, and
 * the shop of the request's session (the handlers read and change it).
 */
export interface MockRequest {
  readonly params: Params;
  /** Every list parameter by its name, read by the one rule of requestParams (`ids`, `ids[]`, `ids[0]` alike): read it with listParam. */
  readonly lists: Lists;
  readonly locale: MockLocale;
  readonly url: URL;
  readonly shop: ShopState;
}

/**
 * How one endpoint answers `ok` (its data, or a ShopFailure for a broken business rule), `empty`
 * (defaults to ok with every list emptied) and top-level extras. `needsLogin`: a guest gets 401.
 */
export interface EndpointMock {
  readonly ok: (request: MockRequest) => unknown;
  readonly empty?: (request: MockRequest) => unknown;
  readonly extra?: (request: MockRequest) => Readonly<Record<string, unknown>>;
  readonly needsLogin?: boolean;
}

/** One mock per endpoint of the area: the compiler refuses an area that misses one. */
export type AreaMocks<A extends ApiArea> = { readonly [N in EndpointName<A>]: EndpointMock };

/** A scenario for the whole area, or per endpoint (with `default` for the rest). */
export type AreaScenario<A extends ApiArea> =
  | Scenario
  | ({ readonly default?: Scenario } & { readonly [N in EndpointName<A>]?: Scenario });

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  } else if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}[${key}]` : key, out);
  } else {
    out[prefix] = String(value);
  }
}

export async function readMockRequest(request: Request, shop: MockShop = sharedShop): Promise<MockRequest> {
  const url = new URL(request.url);
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  const entries: [string, string][] = [...url.searchParams];
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text();
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      try {
        const flat: Record<string, string> = {};
        flatten(JSON.parse(text), '', flat);
        for (const [key, value] of Object.entries(flat)) {
          params[key] = value;
          entries.push([key, value]);
        }
      } catch {
        // A body that is not JSON carries no parameters.
      }
    } else if (text) {
      for (const [key, value] of new URLSearchParams(text)) {
        params[key] = value;
        entries.push([key, value]);
      }
    }
  }
  return { params, lists: collectLists(entries), url, locale: toMockLocale(params.lang), shop: shop.stateFor(request) };
}

/** A request as the handlers see it, built from parameters (tests call mocks with it directly). */
export function mockRequestOf(shop: ShopState, params: Readonly<Record<string, string>> = {}, locale: MockLocale = 'th_TH'): MockRequest {
  return { params, lists: collectLists(Object.entries(params)), url: new URL('http://shop.test/'), locale, shop };
}

/** A regular expression for the endpoint's path (`{name}` placeholders match one segment part). */
export function pathPattern(path: string): RegExp {
  const parts = path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/** Whether a request is one for this endpoint: method, path and fixed parameters (cart actions). */
export async function matchesEndpoint(meta: EndpointMeta, request: Request): Promise<boolean> {
  if (request.method !== meta.method) return false;
  if (!pathPattern(meta.path).test(new URL(request.url).pathname)) return false;
  const fixed = Object.entries(meta.fixedParams ?? {});
  if (fixed.length === 0) return true;
  const { params } = await readMockRequest(request);
  return fixed.every(([key, value]) => params[key] === String(value));
}

/** Every list in the value emptied: the `empty` answer when an endpoint defines none. */
export function emptyLists(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, emptyLists(child)]));
  }
  return value;
}

const ERROR_TEXT: Readonly<Record<MockLocale, string>> = {
  th_TH: 'ขออภัย ไม่สามารถดำเนินการได้ (รหัส {code})',
  en_US: 'Sorry, that did not work (code {code}).',
  zh_CN: '抱歉，操作失败（代码 {code}）。',
};

/** spec §4: every shop answer says whether the session is signed in (the vault, a third party, does not). */
function loginFlag(meta: EndpointMeta, shop: ShopState): Readonly<Record<string, unknown>> {
  return meta.transport === 'vault' ? {} : { is_login: isLoggedIn(shop) ? 1 : 0 };
}

function successBody(meta: EndpointMeta, data: unknown, extra: Readonly<Record<string, unknown>> | undefined): unknown {
  if (meta.transport === 'booking') return { code: 200, message: 'success', toast_message: null, ...extra, data };
  if (meta.transport === 'vault') return { error: null, ...extra, data };
  return { errcode: 0, msg: '', ...extra, data };
}

function errorResponse(
  meta: EndpointMeta,
  code: number,
  extra: Readonly<Record<string, unknown>> | undefined,
  locale: MockLocale,
  text?: string,
): Response {
  const message = text ?? ERROR_TEXT[locale].replace('{code}', String(code));
  if (meta.transport === 'booking') {
    return HttpResponse.json({ code, message, toast_message: { text: message }, data: null, ...extra });
  }
  if (meta.transport === 'vault') {
    return HttpResponse.json({ error: { code, message }, data: null, ...extra }, { status: 402 });
  }
  return HttpResponse.json({ errcode: code, msg: message, data: null, ...extra });
}

/** The state's answer: the data, or the rule it broke (401 for a guest where login is needed). */
function answerFromShop(meta: EndpointMeta, mock: EndpointMock, request: MockRequest, read: (request: MockRequest) => unknown): Response {
  const data = mock.needsLogin && !isLoggedIn(request.shop) ? needsLogin() : read(request);
  // After the call: a login or logout answers with the session it leaves.
  const flag = loginFlag(meta, request.shop);
  if (isFailure(data)) return errorResponse(meta, data.code, { ...flag, ...data.extra }, request.locale, data.text(request.locale));
  return HttpResponse.json(successBody(meta, data, { ...flag, ...mock.extra?.(request) }) as never);
}

/** The answer of one endpoint under one scenario (a scenario other than ok and empty overrides the state). */
export async function respond(meta: EndpointMeta, mock: EndpointMock, chosen: Scenario, request: MockRequest): Promise<Response> {
  switch (chosen.kind) {
    case 'ok':
      return answerFromShop(meta, mock, request, mock.ok);
    case 'empty':
      return answerFromShop(meta, mock, request, (req) => {
        if (mock.empty) return mock.empty(req);
        const data = mock.ok(req);
        return isFailure(data) ? data : emptyLists(data);
      });
    case 'errcode':
      return errorResponse(meta, chosen.code, { ...loginFlag(meta, request.shop), ...chosen.extra }, request.locale);
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'serverError':
      return new HttpResponse('<html><body>500 Internal Server Error</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    case 'malformed':
      return new HttpResponse('{"errcode":0,"code":200,"data":{"list":[{"id":', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'slow':
      await delay(chosen.ms);
      return respond(meta, mock, chosen.then, request);
    case 'offline':
      return HttpResponse.error();
  }
}

function scenarioFor<A extends ApiArea>(choice: AreaScenario<A>, name: string): Scenario {
  if (isScenario(choice)) return choice;
  const byName = (choice as Readonly<Record<string, Scenario | undefined>>)[name];
  return byName ?? choice.default ?? scenarios.ok;
}

/** The MSW handlers of one area: one per endpoint, answering with the chosen scenario from the shop's state. */
export function buildAreaHandlers<A extends ApiArea>(
  endpoints: readonly { readonly meta: EndpointMeta }[],
  mocks: AreaMocks<A>,
  choice: AreaScenario<A> = scenarios.ok,
  shop: MockShop = sharedShop,
): HttpHandler[] {
  return endpoints.map(({ meta }) => {
    const mock = (mocks as Readonly<Record<string, EndpointMock>>)[meta.name];
    if (!mock) throw new Error(`mocks: no mock for endpoint ${meta.name}`);
    return http.all(
      ({ request }) => matchesEndpoint(meta, request),
      async ({ request }) => respond(meta, mock, scenarioFor(choice, meta.name), await readMockRequest(request, shop)),
    );
  });
}
