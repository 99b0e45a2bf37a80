import { createContext, useContext, type ReactNode } from 'react';

/** Reads the shopper's cookies as one `Cookie` header string. */
export type CookieReader = () => string;

const documentCookies: CookieReader = () => (typeof document === 'undefined' ? '' : document.cookie);

const RequestCookiesContext = createContext<CookieReader>(documentCookies);

/**
 * The cookies a first render may read: the page request's `Cookie` header on the server,
 * `document.cookie` in the browser (the default), so both render the same page.
 */
export function RequestCookiesProvider({ read, children }: { read: CookieReader; children: ReactNode }) {
  return <RequestCookiesContext value={read}>{children}</RequestCookiesContext>;
}

/** The cookie reader for a render: server-safe, unlike `document.cookie`. */
export function useRequestCookies(): CookieReader {
  return useContext(RequestCookiesContext);
}
