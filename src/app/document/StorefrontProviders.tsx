import { StrictMode, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RequestCookiesProvider, SessionActorContext, type CookieReader, type SessionActorRef } from '../../session';
import { StorefrontThemeProvider } from '../../theme';
import { FormSessionProvider, type FormSession } from '../../forms/formSession';
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
  /** The session's form token and the last post's flash (the server's, handed over in the boot payload). */
  readonly forms?: FormSession | undefined;
  readonly children: ReactNode;
}

/** The providers around the router, the same on the server and in the browser (so hydration matches). */
export function StorefrontProviders({ i18n, session, cookies, onInteractive, globalStylesInDocument = false, forms, children }: StorefrontProvidersProps) {
  const page = forms ? <FormSessionProvider value={forms}>{children}</FormSessionProvider> : children;
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider globalStyle={!globalStylesInDocument}>
          <SessionActorContext value={session}>
            {cookies ? <RequestCookiesProvider read={cookies}>{page}</RequestCookiesProvider> : page}
            <HydrationMarker onInteractive={onInteractive} />
          </SessionActorContext>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
