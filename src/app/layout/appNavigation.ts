import type { ShopNavigation } from '../../pages/shared/navigation';
import { appDeepLink, backAction } from '../rules/appLinks';

export interface AppNavigationInput {
  /** Inside the Android or iOS app webview (osPlatform 2 or 3). */
  readonly inApp: boolean;
  /** The app's deep-link scheme. */
  readonly scheme: string;
  /** Read when `back` is asked: the current pathname and whether this tab has history to go back to. */
  readonly where: () => { pathname: string; hasHistory: boolean };
  /** The router's navigate (addresses under /m, and -1 for back). */
  readonly navigate: (to: string | number) => void;
  /** Loads a document or hands a deep link to the app. */
  readonly assign: (href: string) => void;
}

/** spec §2: the deep link that asks the app to go back to its previous screen (chosen host name). */
export const nativeBackLink = (scheme: string): string => `${scheme}://back`;

/**
 * The layout's navigation (spec §2): inside the app, an address that has a native screen opens it
 * through its deep link; other /m addresses go through the router, anything else loads as a
 * document. Back goes to the previous page when there is history; otherwise the app's previous
 * screen inside the app, or the centre (account pages) or home on the web.
 */
export function createAppNavigation(input: AppNavigationInput): ShopNavigation {
  return {
    go(href) {
      const deepLink = input.inApp ? appDeepLink(href, input.scheme) : null;
      if (deepLink) input.assign(deepLink);
      else if (href.startsWith('/m')) input.navigate(href);
      else input.assign(href);
    },
    back() {
      const action = backAction({ inApp: input.inApp, ...input.where() });
      if (action.kind === 'history') input.navigate(-1);
      else if (action.kind === 'native') input.assign(nativeBackLink(input.scheme));
      else input.navigate(action.to);
    },
  };
}

/** Whether the router has an entry before this one (react-router keeps its index in history.state). */
export function routerHasHistory(state: unknown): boolean {
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' && index > 0;
}
