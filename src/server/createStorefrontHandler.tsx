import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createActor } from 'xstate';
import { createClient } from '../api';
import { bootElement, scriptSafeJson, type StorefrontBoot } from '../app/document/bootPayload';
import { acceptedLanguages, requestEnvironment } from '../app/document/requestEnvironment';
import { resolveLazyRoutes } from '../app/document/resolveLazyRoutes';
import { StorefrontProviders } from '../app/document/StorefrontProviders';
import { headLinks, themeColor, type HeadLink } from '../app/headTags';
import { createStorefrontRoutes, type StorefrontRoutesOptions } from '../app/createStorefrontRoutes';
import { toBcp47 } from '../format/locale';
import { LAYOUT_ROUTE_ID, type LayoutData } from '../pages/shared/layoutData';
import { createI18nInstance } from '../i18n/createI18nInstance';
import { bundledResources } from '../i18n/resources';
import { readCookie } from '../i18n/languageCookie';
import { serializeTouristCookie, TOURIST_COOKIE } from '../i18n/touristSession';
import { connectClientToSession, sessionMachine, sessionRequestValues } from '../session';
import { createBackendFetch } from './backendFetch';
import { contentSecurityPolicy, createNonce, type ContentSecurityPolicyOptions } from './contentSecurityPolicy';
import { composeDocument, escapeHtml, headTags, parseDocumentTemplate } from './documentHtml';
import { hydrationDataOf } from './hydrationData';
import { pageMetaOf } from './pageMeta';
import { matchedRouteNames, pagePreloadsFor, type PageModulePreloads } from './pagePreloads';

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
   * `.vite/page-preloads.json`, read with readPageModulePreloads): the document preloads the
   * matched page's right after the entry's. Without it, the entry loads them as it imports the page.
   */
  readonly pageModulePreloads?: PageModulePreloads;
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
    const handler = createStaticHandler(routes);

    // Tourist mode, once known from the address or WeChat's browser, is kept for the session.
    const touristCookie = environment.chineseTourist && readCookie(cookie, TOURIST_COOKIE) === undefined;
    const withCookies = (response: Response): Response => {
      for (const header of backend.setCookies()) response.headers.append('set-cookie', header);
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
            <StorefrontProviders i18n={i18n} session={session} cookies={() => cookie}>
              <StaticRouterProvider router={router} context={context} hydrate={false} {...(nonce ? { nonce } : {})} />
            </StorefrontProviders>,
          ),
          { onError: (error) => options.onError?.(error, request) },
        );
        await stream.allReady;
        const appHtml = await new Response(stream).text();
        const t = i18n.getFixedT(locale, 'app');
        const page = pageMetaOf(context);
        const siteName = t('meta.siteName');
        const boot: StorefrontBoot = {
          locale,
          resources: bundledResources[locale],
          session: (({ isLogin, shopCartNum, osPlatform, is_chinese_tourists, preview }) => ({
            isLogin,
            shopCartNum,
            osPlatform,
            is_chinese_tourists,
            preview,
          }))(session.getSnapshot().context),
          routeIds: context.matches.map((match) => match.route.id),
        };
        const image = page?.image ? new URL(page.image, url.origin).href : undefined;
        const html = composeDocument(template, {
          lang: toBcp47(locale),
          head: headTags({
            title: page ? t('meta.pageTitle', { page: page.title, site: siteName }) : siteName,
            description: page?.description ?? t('meta.description'),
            siteName,
            url: url.href,
            ogLocale: locale,
            page,
            links: [...headLinks(locale), ...(options.fontPreloads ?? []).map(fontPreload)],
            themeColor,
            ...(image ? { image } : {}),
          }),
          styles: sheet.getStyleTags(),
          appHtml,
          data: [bootElement(boot)],
          scripts: [`window.__staticRouterHydrationData=${scriptSafeJson(hydrationDataOf(context))};`],
          pagePreloads: pagePreloadsFor(matchedRouteNames(context.matches), options.pageModulePreloads, [...template.entryModules, ...template.modulePreloads]),
          ...(nonce ? { nonce } : {}),
        });
        return new Response(streamOf(html), { status: statusOf(context), headers: headers() });
      } finally {
        sheet.seal();
      }
    };

    try {
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
