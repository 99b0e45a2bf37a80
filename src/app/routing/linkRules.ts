import { redirect, redirectDocument, type MiddlewareFunction } from 'react-router';
import { desktopRedirectTarget, httpsUpgrade } from '../rules/desktopRedirect';
import { rewriteLegacyLink } from '../rules/legacyLinks';
import { withMobilePrefix } from '../rules/mobilePrefix';

/** Who is visiting, read on every navigation (the host's detection; navigator by default). */
export interface VisitorInfo {
  readonly userAgent: string;
  /** The host's own desktop detection, when it has one; otherwise the user agent decides. */
  readonly isDesktop?: boolean;
  /** spec §3 preview mode. */
  readonly preview?: boolean;
  /** Inside the shop's app webview. */
  readonly inApp?: boolean;
}

export interface LinkRulesOptions {
  readonly visitor: () => VisitorInfo;
  /** The desktop site; without it there is no desktop redirect. */
  readonly desktopOrigin?: string;
  /** spec §2 http → https; on by default (local hosts are never upgraded). */
  readonly upgradeHttps?: boolean;
}

/**
 * The link handling of spec §2 as the root route's middleware, in order: http → https, the desktop
 * redirect (both leave the app: document redirects), then the in-app rewrites: the /m prefix,
 * list.php → /m/list/, old brand .html links → product pages.
 */
export function linkRulesMiddleware(options: LinkRulesOptions): MiddlewareFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    if (options.upgradeHttps !== false) {
      const secure = httpsUpgrade(url.href);
      if (secure) throw redirectDocument(secure);
    }
    if (options.desktopOrigin !== undefined) {
      const visitor = options.visitor();
      const desktop = desktopRedirectTarget({
        url: url.href,
        userAgent: visitor.userAgent,
        desktopOrigin: options.desktopOrigin,
        ...(visitor.isDesktop !== undefined ? { isDesktop: visitor.isDesktop } : {}),
        ...(visitor.preview !== undefined ? { preview: visitor.preview } : {}),
        ...(visitor.inApp !== undefined ? { inApp: visitor.inApp } : {}),
      });
      if (desktop) throw redirectDocument(desktop);
    }
    const address = `${url.pathname}${url.search}${url.hash}`;
    const prefixed = withMobilePrefix(address);
    if (prefixed) throw redirect(prefixed);
    const rewritten = rewriteLegacyLink(address);
    if (rewritten) throw redirect(rewritten);
  };
}
