import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createActor } from 'xstate';
import { createClient } from '../api';
import { bootElement, scriptSafeJson, type StorefrontBoot } from '../app/document/bootPayload';
import { acceptedLanguages, requestEnvironment } from '../app/document/requestEnvironment';
import { resolveLazyRoutes } from '../app/document/resolveLazyRoutes';
import { StorefrontProviders } from '../app/document/StorefrontProviders';
import { pageHeadOf } from '../app/document/pageHead';
import { headLinks, themeColor, type HeadLink } from '../app/headTags';
import { createStorefrontRoutes, type StorefrontRoutesOptions } from '../app/createStorefrontRoutes';
import { toBcp47, type Locale } from '../format/locale';
import { LAYOUT_ROUTE_ID, type LayoutData } from '../pages/shared/layoutData';
import { createI18nInstance } from '../i18n/createI18nInstance';
import { bundledResources } from '../i18n/resources';
import { recordNamespaceLookups } from '../i18n/namespaceLookups';
import { inlinedResources } from './inlinedResources';
import { readCookie } from '../i18n/languageCookie';
import { serializeTouristCookie, TOURIST_COOKIE } from '../i18n/touristSession';
import { connectClientToSession, sessionMachine, sessionRequestValues } from '../session';
import { createBackendFetch } from './backendFetch';
import { contentSecurityPolicy, createNonce, type ContentSecurityPolicyOptions } from './contentSecurityPolicy';
import { composeDocument, escapeHtml, headTags, parseDocumentTemplate } from './documentHtml';
import { hydrationDataOf } from './hydrationData';
import { answerFormPost } from './formPostResponse';
import { clearFlashCookie, createFormToken, formTokenOf, readFlash, serializeFormTokenCookie } from './formPosts';
import type { FormSession } from '../forms/formSession';
import { bootPreloadsFor, matchedRouteNames, pagePreloadsFor, type PageModulePreloads } from './pagePreloads';

export interface StorefrontServerOptions
  extends Pick<StorefrontRoutesOptions, 'allowList' | 'desktopOrigin' | 'upgradeHttps' | 'middleware' | 'touristHomePath' | 'appDownloadUrl' | 'appScheme'> {
  /** The client build's index.html (its entry script, preloads and styles go into every page). */
  readonly template: string;
  /** The shop backend's origin the loaders call, e.g. `http://127.0.0.1:8787`. */
  readonly backendUrl: string;
  /** The card vault's origin. */
  readonly vaultUrl?: string;
  /** The fetch that reaches the backend (defaults to the global one). */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Font files (woff2 addresses) every page paints its first text with: preloaded, so they are
   * usually there before the first paint and text does not shift when they arrive.
   */
  readonly fontPreloads?: readonly string[];
  /**
   * Per route name, the module files of the page's code (the client build's
   * `.vite/page-preloads.json`, read with readPageModulePreloads), and under `(boot)` the modules
   * the browser's start imports before hydrating any page: the document preloads those and the
   * matched page's with the entry's, in one wave. Without it, the entry loads them as it imports
   * them, each after the module that imports it.
   */
  readonly pageModulePreloads?: PageModulePreloads;
  /**
   * The icons and the web app manifest the document's head links to, for the page's language. By
   * default the package's own app's (`/favicon.ico`, `/icon-192.png`, `/apple-touch-icon.png`,
   * `/manifest.<language>.webmanifest`, which `npm run build:app` puts in dist/app); a host gives
   * its own, or `false` for none, so the document never names a file the host does not serve.
   */
  readonly headLinks?: ((locale: Locale) => readonly HeadLink[]) | false;
  /** A fresh nonce for each response's inline scripts and styles (a strict content security policy). */
  readonly nonce?: (request: Request) => string;
  /**
   * The strict content security policy every page is sent with (`content-security-policy`: scripts
   * only with the response's nonce, Trusted Types; see contentSecurityPolicy.ts), with the origins a
   * host adds; on by default. `false` sends none (a host whose own server sets the header, with
   * `nonce` giving it the same nonce).
   */
  readonly contentSecurityPolicy?: ContentSecurityPolicyOptions | false;
  /** Told about a page that failed to render (the shopper gets the error page with status 500). */
  readonly onError?: (error: unknown, request: Request) => void;
  /**
   * Puts the storefront's routes into the host's own table (its root route, its own pages): the
   * browser's `hydrateStorefront` must be given the same function, so both render the same tree.
   */
  readonly routes?: (storefrontRoutes: RouteObject[]) => RouteObject[];
}

function fontPreload(href: string): HeadLink {
  return { rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: true };
}

/** A web-standard request handler: a page request in, the server-rendered document out. */
export type StorefrontRequestHandler = (request: Request) => Promise<Response>;

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie, Accept-Language, User-Agent' };

/** The document's status: the handler's (404 for no route), else the first route error's, else 200. */
export function statusOf(context: Pick<StaticHandlerContext, 'statusCode' | 'errors'>): number {
  if (context.statusCode && context.statusCode !== 200) return context.statusCode;
  const first = context.errors ? Object.values(context.errors)[0] : undefined;
  if (first === undefined) return 200;
  return isRouteErrorResponse(first) ? first.status : 500;
}

function streamOf(html: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  const CHUNK = 16 * 1024;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
}

/** The document for a page that could not be rendered at all: plain, in the shopper's language, status 500. */
function failureDocument(lang: string, text: { title: string; description: string; home: string }): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8" />` +
    `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(text.title)}</title></head>` +
    `<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.description)}</p><p><a href="/m">${escapeHtml(text.home)}</a></p></main></body></html>`
  );
}

/**
 * `beauty-storefront/server`: renders the storefront's pages on the server. For each request it
 * decides the language and the preview flag as the browser does (query, f34c_lang2 cookie,
 * Accept-Language), calls the backend with the shopper's cookies, runs the route table's middleware
 * and loaders (react-router's static handler), renders the matched page with the same providers as
 * the browser entry, collects styled-components' styles and inlines the loader data, the session and
 * the shopper's translations for hydration. Redirects of the link rules come back as 302, an unknown
 * address as the not-found page with 404, a failure as the error page with 500.
 */
export function createStorefrontHandler(options: StorefrontServerOptions): StorefrontRequestHandler {
  const template = parseDocumentTemplate(options.template);
  const bootPreloads = bootPreloadsFor(options.pageModulePreloads, [...template.entryModules, ...template.modulePreloads]);
  const backendOrigin = new URL(options.backendUrl).origin;

  return async (request) => {
    const url = new URL(request.url);
    const cookie = request.headers.get('cookie') ?? '';
    const userAgent = request.headers.get('user-agent') ?? '';
    const environment = requestEnvironment({ url, cookie, userAgent, languages: acceptedLanguages(request.headers.get('accept-language')) });
    const { locale } = environment;
    const nonce = options.nonce?.(request) ?? (options.contentSecurityPolicy === false ? undefined : createNonce());
    const headers = (): Headers => {
      const all = new Headers(HTML_HEADERS);
      if (options.contentSecurityPolicy !== false && nonce !== undefined) {
        all.set('content-security-policy', contentSecurityPolicy(nonce, options.contentSecurityPolicy ?? {}));
      }
      return all;
    };

    const i18n = createI18nInstance({ locale, resources: { [locale]: bundledResources[locale] } });
    const lookups = recordNamespaceLookups(i18n);
    const session = createActor(sessionMachine, {
      input: { locale, osPlatform: 1, preview: environment.preview, is_chinese_tourists: environment.chineseTourist },
    }).start();
    const backend = createBackendFetch(backendOrigin, cookie, options.fetch);
    const client = createClient({
      baseUrl: backendOrigin,
      origin: url.origin,
      fetch: backend.fetch,
      ...(options.vaultUrl !== undefined ? { vaultUrl: options.vaultUrl } : {}),
      ...(options.allowList !== undefined ? { allowList: options.allowList } : {}),
      session: sessionRequestValues(session),
      onLoginChange: connectClientToSession(() => session),
    });
    const routes = createStorefrontRoutes({
      client,
      origin: url.origin,
      visitor: () => ({ userAgent }),
      ...(options.allowList !== undefined ? { allowList: options.allowList } : {}),
      ...(options.desktopOrigin !== undefined ? { desktopOrigin: options.desktopOrigin } : {}),
      ...(options.upgradeHttps !== undefined ? { upgradeHttps: options.upgradeHttps } : {}),
      ...(options.middleware !== undefined ? { middleware: options.middleware } : {}),
      ...(options.touristHomePath !== undefined ? { touristHomePath: options.touristHomePath } : {}),
      ...(options.appDownloadUrl !== undefined ? { appDownloadUrl: options.appDownloadUrl } : {}),
      ...(options.appScheme !== undefined ? { appScheme: options.appScheme } : {}),
    });
    const handler = createStaticHandler(options.routes ? options.routes(routes) : routes);

    // Tourist mode, once known from the address or WeChat's browser, is kept for the session.
    const touristCookie = environment.chineseTourist && readCookie(cookie, TOURIST_COOKIE) === undefined;
    // The session's form token (issued with the first document) and the last form post's result
    // (the flash its 303 carried, shown once by this page): see formPosts.ts.
    const secure = url.protocol === 'https:';
    const knownToken = formTokenOf(cookie);
    const forms: FormSession = { token: knownToken ?? createFormToken(), flash: request.method === 'GET' ? readFlash(cookie) : null };
    const withCookies = (response: Response): Response => {
      for (const header of backend.setCookies()) response.headers.append('set-cookie', header);
      if (knownToken === null) response.headers.append('set-cookie', serializeFormTokenCookie(forms.token, secure));
      if (forms.flash !== null) response.headers.append('set-cookie', clearFlashCookie(secure));
      if (touristCookie) response.headers.append('set-cookie', serializeTouristCookie({ secure: url.protocol === 'https:' }));
      return response;
    };

    const render = async (context: StaticHandlerContext): Promise<Response> => {
      await resolveLazyRoutes(context.matches);
      // The session holds the layout answer's cart count before the page renders, as the browser's
      // does once its machine runs: the header's and the footer's cart show it in the HTML, and the
      // browser's session starts from it (the boot payload), so nothing renders again for it.
      const layout = context.loaderData[LAYOUT_ROUTE_ID] as LayoutData | undefined;
      if (layout?.shopCartNum != null) session.send({ type: 'cart.count', count: layout.shopCartNum });
      const router = createStaticRouter(handler.dataRoutes, context);
      const sheet = new ServerStyleSheet(nonce ? { nonce } : {});
      try {
        const stream = await renderToReadableStream(
          sheet.collectStyles(
            <StorefrontProviders i18n={i18n} session={session} cookies={() => cookie} forms={forms}>
              <StaticRouterProvider router={router} context={context} hydrate={false} {...(nonce ? { nonce } : {})} />
            </StorefrontProviders>,
          ),
          { onError: (error) => options.onError?.(error, request) },
        );
        await stream.allReady;
        const appHtml = await new Response(stream).text();
        // The translations the page read while rendering (and the shell's): the browser's first render
        // reads the same; the rest of the language comes once the page works (completeLocale).
        const resources = inlinedResources(bundledResources[locale], lookups.used());
        const t = i18n.getFixedT(locale, 'app');
        const siteName = t('meta.siteName');
        const status = statusOf(context);
        const { title, description, page } = pageHeadOf(
          context.matches.map((match) => ({ handle: match.route.handle, data: context.loaderData[match.route.id] })),
          (key, values) => t(key, { ...values }),
          context.errors ? status : undefined,
        );
        const boot: StorefrontBoot = {
          locale,
          resources,
          session: (({ isLogin, shopCartNum, osPlatform, is_chinese_tourists, preview }) => ({
            isLogin,
            shopCartNum,
            osPlatform,
            is_chinese_tourists,
            preview,
          }))(session.getSnapshot().context),
          routeIds: context.matches.map((match) => match.route.id),
          forms,
        };
        const image = page?.image ? new URL(page.image, url.origin).href : undefined;
        const html = composeDocument(template, {
          lang: toBcp47(locale),
          head: headTags({
            title,
            description,
            siteName,
            url: url.href,
            ogLocale: locale,
            page,
            links: [...(options.headLinks === false ? [] : (options.headLinks ?? headLinks)(locale)), ...(options.fontPreloads ?? []).map(fontPreload)],
            themeColor,
            ...(image ? { image } : {}),
          }),
          styles: sheet.getStyleTags(),
          appHtml,
          data: [bootElement(boot)],
          scripts: [`window.__staticRouterHydrationData=${scriptSafeJson(hydrationDataOf(context))};`],
          bootPreloads,
          pagePreloads: pagePreloadsFor(matchedRouteNames(context.matches), options.pageModulePreloads, [...template.entryModules, ...template.modulePreloads, ...bootPreloads]),
          ...(nonce ? { nonce } : {}),
        });
        return new Response(streamOf(html), { status, headers: headers() });
      } finally {
        sheet.seal();
      }
    };

    try {
      if (request.method === 'POST') {
        const t = i18n.getFixedT(locale, 'app');
        return withCookies(
          await answerFormPost({
            request,
            cookie,
            secure,
            runAction: async (post) => {
              // The route's action with the host's and the route table's middleware, no loader.
              const ran: { context?: StaticHandlerContext } = {};
              const response = await handler.query(post, {
                requestContext: new RouterContextProvider(),
                skipRevalidation: true,
                generateMiddlewareResponse: async (query) => {
                  const result = await query(post);
                  if (result instanceof Response) return result;
                  ran.context = result;
                  return new Response(null, { status: 204 });
                },
              });
              return ran.context ?? response;
            },
            refused: () =>
              new Response(failureDocument(toBcp47(locale), { title: t('error.title'), description: t('error.description', { status: 403 }), home: t('error.home') }), {
                status: 403,
                headers: headers(),
              }),
          }),
        );
      }
      const response = await handler.query(request, {
        requestContext: new RouterContextProvider(),
        generateMiddlewareResponse: async (query) => {
          const context = await query(request);
          return context instanceof Response ? context : render(context);
        },
      });
      return withCookies(response instanceof Response ? response : await render(response));
    } catch (error) {
      options.onError?.(error, request);
      const t = i18n.getFixedT(locale, 'app');
      const text = { title: t('error.title'), description: t('error.description', { status: 500 }), home: t('error.home') };
      return withCookies(new Response(failureDocument(toBcp47(locale), text), { status: 500, headers: headers() }));
    } finally {
      session.stop();
    }
  };
}
