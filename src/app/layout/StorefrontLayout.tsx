import { useCallback, useMemo, useReducer, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { useStartedInBrowser } from '../../components/hydration';
import { LazyAppUpdateHost } from '../../pages/flows/appUpdate/LazyAppUpdateHost';
import { SessionToasts } from '../../pages/flows/session/SessionToasts';
import { useFooterValue, useLayoutLoaderData } from '../../pages/shared/layoutData';
import { ShopNavigationProvider } from '../../pages/shared/navigation';
import type { FooterButton } from '../../api';
import { useApiClient, useSession, useSessionSend } from '../../session';
import { TrackingProvider } from '../../tracking/react';
import { needsSpecialIosHeader } from '../rules/appVersion';
import { layoutFlagsOf } from '../routing/goTopRoutes';
import { useStorefrontApp } from '../StorefrontAppContext';
import { createAppNavigation, routerHasHistory } from './appNavigation';
import { currentFooterId, footerItems } from './footerItems';
import { LayoutDialogsProvider, type LayoutDialogs } from './LayoutDialogsContext';
import { OnDemandBindPhoneHost, OnDemandBundleTipHost, OnDemandCaptchaHost, OnDemandTouristLoginHost } from './OnDemandFlowHosts';
import { layoutDialogReducer } from './layoutDialogs';
import type { TranslateLanguage } from './layoutDialogs.types';
import { StorefrontShellView } from './StorefrontShellView';
import { useDelayedFlag } from './useDelayedFlag';
import { useDocumentHead } from './useDocumentHead';
import { useLayoutData } from './useLayoutData';
import { scrollToTop, useScrolledPast } from './useScrolledPast';


function asTranslateLanguage(locale: string): TranslateLanguage {
  return locale === 'en_US' || locale === 'zh_CN' ? locale : 'th_TH';
}

const NO_FOOTER_BUTTONS: readonly FooterButton[] = [];

/**
 * The route element of /m: the shared layout around every page (spec §2). It loads the layout
 * data into the session, tracks page views (the first load's 000-1 and 022-{method}, then each
 * route), shows the page-load indicator after 200 ms, hides go-to-top where the route's handle
 * says so, renders the session's captcha popup, phone-binding dialog, bundle tip and toasts
 * (the flows' hosts; all but the toasts load the first time the session asks for them), the
 * automatic WeChat login of a Chinese tourist who is not signed in (spec §4, in the browser only),
 * and the layout dialogs pages open with useLayoutDialogs().
 */
export function StorefrontLayout() {
  const config = useStorefrontApp();
  const client = useApiClient();
  const send = useSessionSend();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentHead();

  const flags = layoutFlagsOf(matches.map((match) => match.handle));
  const deepest = matches[matches.length - 1];
  const brandSign = flags.brandSignParam ? deepest?.params[flags.brandSignParam] : undefined;
  const layoutData = useLayoutLoaderData();
  useLayoutData(client, brandSign, send, layoutData);

  const page = useMemo(
    () => ({ page: flags.routeName ?? 'unknown', page_url: `${config.origin}${location.pathname}${location.search}` }),
    [flags.routeName, config.origin, location.pathname, location.search],
  );
  // spec §7: the first load's events, from the page the visit started on (read once).
  const [firstLoad] = useState(() => ({ ...page, method: config.firstLoadMethod }));

  const loading = useDelayedFlag(navigation.state === 'loading');
  const scrolled = useScrolledPast();
  const [dialog, dispatch] = useReducer(layoutDialogReducer, null);
  // Flows that run once the page has started in the browser: false on the server and while
  // hydrating (so the HTML matches), true from the next browser render on.
  const started = useStartedInBrowser();

  // The footer shows the layout loader's answer from the first render on (in the server's HTML too).
  const footNavData = useFooterValue((footer) => footer.button, (s) => s.footNavData) ?? NO_FOOTER_BUTTONS;
  // The cart count is the session's, which follows every add and removal. The server's session
  // takes the layout answer's count before it renders, so with server rendering the browser's
  // starts from it. Without (the dev app, a host rendering in the browser only), the session takes
  // it only once its machine runs: until its count first moves, the layout answer's count shows.
  const sessionCartCount = useSession((s) => s.shopCartNum);
  const [countBeforeMove, setCountBeforeMove] = useState<number | null>(sessionCartCount);
  if (countBeforeMove !== null && sessionCartCount !== countBeforeMove) setCountBeforeMove(null);
  const cartCount = countBeforeMove !== null && layoutData?.shopCartNum != null ? layoutData.shopCartNum : sessionCartCount;
  const transLang = useSession((s) => s.transLang);
  const platform = useSession((s) => s.osPlatform);
  const appVersion = useSession((s) => s.appVersion);

  const inApp = platform === 2 || platform === 3;
  const shopNavigation = useMemo(
    () =>
      createAppNavigation({
        inApp,
        scheme: config.appScheme,
        where: () => ({ pathname: window.location.pathname, hasHistory: routerHasHistory(window.history.state) }),
        navigate: (to) => void (typeof to === 'number' ? navigate(to) : navigate(to)),
        assign: config.openDocument,
      }),
    [inApp, config.appScheme, config.openDocument, navigate],
  );

  const dialogs = useMemo<LayoutDialogs>(
    () => ({
      openNotice: (notice) => dispatch({ type: 'open', dialog: { kind: 'notice', ...notice } }),
      openCouponDetail: (coupon, actions) =>
        dispatch({ type: 'open', dialog: { kind: 'couponDetail', coupon, openedAt: Date.now(), ...actions } }),
      openTerms: (terms) => dispatch({ type: 'open', dialog: { kind: 'terms', ...terms } }),
      openTranslate: () => dispatch({ type: 'open', dialog: { kind: 'translate', current: asTranslateLanguage(transLang) } }),
      openAppDownload: () => dispatch({ type: 'open', dialog: { kind: 'appDownload', downloadUrl: config.appDownloadUrl } }),
      close: () => dispatch({ type: 'close' }),
    }),
    [transLang, config.appDownloadUrl],
  );

  const items = useMemo(() => footerItems(footNavData, cartCount), [footNavData, cartCount]);
  const onFooterSelect = useCallback(
    (_id: string, event: MouseEvent<HTMLAnchorElement>) => {
      const href = event.currentTarget.getAttribute('href') ?? '';
      if (!href.startsWith('/m')) return; // other addresses load as documents
      event.preventDefault();
      shopNavigation.go(href);
    },
    [shopNavigation],
  );
  const currentId = currentFooterId(items, location.pathname);
  const withFooter = flags.footerNav === true && items.length > 0;

  return (
    <TrackingProvider client={client} firstLoad={firstLoad} page={page}>
      <ShopNavigationProvider value={shopNavigation}>
        <LayoutDialogsProvider value={dialogs}>
          <StorefrontShellView
            loading={loading}
            goTopVisible={scrolled && !flags.hideGoTop}
            onGoTop={scrollToTop}
            {...(withFooter ? { footerNav: { items, onSelect: onFooterSelect, ...(currentId !== undefined ? { currentId } : {}) } } : {})}
            specialIosHeader={needsSpecialIosHeader({ platform, ...(appVersion ? { appVersion } : {}) })}
            dialog={dialog}
            onCloseDialog={dialogs.close}
            onTranslateSelect={(language) => {
              send({ type: 'transLang.set', transLang: language });
              dialogs.close();
            }}
            captchaPopup={<OnDemandCaptchaHost />}
            bindPhoneDialog={<OnDemandBindPhoneHost />}
            bundleTip={<OnDemandBundleTipHost />}
            toasts={<SessionToasts placement={withFooter ? 'bottom' : 'top'} />}
          >
            {started && <OnDemandTouristLoginHost />}
            {started && inApp && <LazyAppUpdateHost onOpen={shopNavigation.go} />}
            <Outlet />
          </StorefrontShellView>
        </LayoutDialogsProvider>
      </ShopNavigationProvider>
    </TrackingProvider>
  );
}
