import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomTabBar, type BottomTabItem } from '../../components/BottomTabBar';
import type { GoTopButtonProps } from '../../components/GoTopButton';
import { Spinner } from '../../components/Spinner';
import { lazyWithReload } from '../../pages/flows/chunkReload/lazyWithReload';
import type { LayoutDialogViewProps } from './dialogs/LayoutDialogView';
import type { LayoutDialog, TranslateLanguage } from './layoutDialogs.types';
import { Content, LoadingBar, Shell, SkipLink, SpecialHeaderSpace } from './StorefrontShell.styles';

/** The id of the page's place in the layout (the skip link's target). */
export const CONTENT_ID = 'storefront-content';

export interface FooterNavProps {
  items: readonly BottomTabItem[];
  currentId?: string;
  onSelect?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface StorefrontShellViewProps {
  /** The page. */
  children: ReactNode;
  /** The page-load indicator (the container applies the 200 ms minimum delay). */
  loading?: boolean;
  /** The go-to-top button (hidden on rank, cart, home, booking create and store detail). */
  goTopVisible?: boolean;
  onGoTop?: () => void;
  /** The footer navigation; absent on pages that do not show it. */
  footerNav?: FooterNavProps;
  /** spec §6: the special header of iOS app 10.3.17 and 10.3.18. */
  specialIosHeader?: boolean;
  /** The one layout dialog open (notice, coupon detail, terms, translate, app download). */
  dialog?: LayoutDialog | null;
  onCloseDialog?: () => void;
  onTranslateSelect?: (language: TranslateLanguage) => void;
  /**
   * The session-driven overlays, rendered as given (the container passes the flows' hosts: the
   * captcha popup, the phone-binding dialog, the bundle tip and the toasts).
   */
  captchaPopup?: ReactNode;
  bindPhoneDialog?: ReactNode;
  bundleTip?: ReactNode;
  toasts?: ReactNode;
}

const noop = (): void => {};

/**
 * Moves the focus to the page's main landmark (the page's place when it has none) without a
 * history entry (the link's address goes to the page's place before the page is hydrated).
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const content = event.currentTarget.ownerDocument.getElementById(CONTENT_ID);
  if (!content) return;
  event.preventDefault();
  const main = content.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  (main ?? content).focus();
}

/** The go-top button, loaded the first time a page is scrolled far enough to show it. */
const GoTopButton = lazyWithReload<GoTopButtonProps>(() => import('../../components/GoTopButton').then((module) => ({ default: module.GoTopButton })));
/** The layout dialogs, loaded the first time one opens (no first paint needs them). */
const LayoutDialogView = lazyWithReload<LayoutDialogViewProps>(() => import('./dialogs/LayoutDialogView').then((module) => ({ default: module.LayoutDialogView })));

/**
 * The shared layout every page lives in (spec §2): the page, the page-load indicator, the
 * go-to-top button, the footer navigation, the layout dialogs (their code loads when the first one
 * opens), and slots for the captcha popup, the phone-binding dialog, the bundle tip and the toasts.
 * Pure: everything comes in as props.
 */
export function StorefrontShellView({
  children,
  loading = false,
  goTopVisible = false,
  onGoTop = noop,
  footerNav,
  specialIosHeader = false,
  dialog = null,
  onCloseDialog = noop,
  onTranslateSelect = noop,
  captchaPopup,
  bindPhoneDialog,
  bundleTip,
  toasts,
}: StorefrontShellViewProps) {
  const { t } = useTranslation('app');
  const withFooter = footerNav !== undefined && footerNav.items.length > 0;
  return (
    <Shell $withFooter={withFooter}>
      <SkipLink href={`#${CONTENT_ID}`} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </SkipLink>
      {specialIosHeader && <SpecialHeaderSpace aria-hidden="true" />}
      {loading && (
        <LoadingBar role="status">
          <Spinner size="sm" />
          {t('layout.loading')}
        </LoadingBar>
      )}
      <Content id={CONTENT_ID} tabIndex={-1}>
        {children}
      </Content>
      {goTopVisible && (
        <Suspense fallback={null}>
          <GoTopButton visible onClick={onGoTop} />
        </Suspense>
      )}
      {withFooter && (
        <BottomTabBar
          items={footerNav.items}
          label={t('layout.footerNav')}
          {...(footerNav.currentId !== undefined ? { currentId: footerNav.currentId } : {})}
          {...(footerNav.onSelect ? { onSelect: footerNav.onSelect } : {})}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <LayoutDialogView dialog={dialog} onClose={onCloseDialog} onTranslateSelect={onTranslateSelect} />
        </Suspense>
      )}
      {bindPhoneDialog}
      {captchaPopup}
      {bundleTip}
      {toasts}
    </Shell>
  );
}
