import { StrictMode, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RequestCookiesProvider, SessionActorContext, type CookieReader, type SessionActorRef } from '../../session';
import { StorefrontThemeProvider } from '../../theme';
import { HydrationMarker } from './HydrationMarker';

export interface StorefrontProvidersProps {
  readonly i18n: i18n;
  readonly session: SessionActorRef;
  /** The request's cookies on the server; `document.cookie` in the browser when absent. */
  readonly cookies?: CookieReader;
  /** Called once the first commit in the browser has run its effects (the page is interactive). */
  readonly onInteractive?: () => void;
  /**
   * The document holds the global styles already (the browser hydrating a page the server rendered
   * with them): they are not added again (see StorefrontThemeProvider's `globalStyle`).
   */
  readonly globalStylesInDocument?: boolean;
  readonly children: ReactNode;
}

/** The providers around the router, the same on the server and in the browser (so hydration matches). */
export function StorefrontProviders({ i18n, session, cookies, onInteractive, globalStylesInDocument = false, children }: StorefrontProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider globalStyle={!globalStylesInDocument}>
          <SessionActorContext value={session}>
            {cookies ? <RequestCookiesProvider read={cookies}>{children}</RequestCookiesProvider> : children}
            <HydrationMarker onInteractive={onInteractive} />
          </SessionActorContext>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
