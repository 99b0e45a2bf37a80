/** What a host may widen in the policy the server sends with every page. */
export interface ContentSecurityPolicyOptions {
  /**
   * Origins the browser's calls may reach besides the page's own (the api origin when it is not the
   * page's, the card vault's), e.g. `https://api.example.com`.
   */
  readonly connectOrigins?: readonly string[];
  /** Origins allowed to frame the pages (the apps' webview hosts); none by default besides the page's own. */
  readonly frameAncestors?: readonly string[];
  /** Where report-to / report-uri violation reports go (a same-origin path or an absolute address). */
  readonly reportUri?: string;
}

/** Where the upload flow puts pictures (src/machines/upload/ossPut.ts: `https://{bucket}.{region}.aliyuncs.com`). */
export const UPLOAD_ORIGINS: readonly string[] = ['https://*.aliyuncs.com'];

/** Only an origin (scheme, host, port) or a `*.` wildcard host goes into a source list: nothing that could end the directive. */
const SOURCE = /^(https?:\/\/)(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

function sources(values: readonly string[] | undefined, what: string): string[] {
  return (values ?? []).map((value) => {
    if (!SOURCE.test(value)) throw new Error(`content security policy: ${what} takes origins such as https://api.example.com, not ${JSON.stringify(value)}`);
    return value.toLowerCase();
  });
}

/** A nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The strict policy of a server-rendered page: scripts only with this response's nonce (and what
 * they load, 'strict-dynamic'), no eval, no plugins, no <base>, Trusted Types for every script
 * sink; style elements need the nonce too (styled-components gets it), style attributes stay
 * allowed (React renders `style` props as attributes in the server's HTML). Pictures may come from
 * any https origin (the shop's image CDN), data: and blob: (a photo being picked); fonts from the
 * page's origin or inlined in the stylesheet (data:).
 */
export function contentSecurityPolicy(nonce: string, options: ContentSecurityPolicyOptions = {}): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error('content security policy: the nonce must be base64');
  const connect = sources(options.connectOrigins, 'connectOrigins');
  const frameAncestors = sources(options.frameAncestors, 'frameAncestors');
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...UPLOAD_ORIGINS, ...connect].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ];
  if (options.reportUri !== undefined) {
    if (/[\s;,]/.test(options.reportUri)) throw new Error('content security policy: reportUri must be one address');
    directives.push(`report-uri ${options.reportUri}`);
  }
  return directives.join('; ');
}
