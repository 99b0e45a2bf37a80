import { createContext, useContext } from 'react';
import type { CouponDetail } from './layoutDialogs.types';

/** The layout dialogs a page can open (spec §2 shared layout). Opening one replaces the open one. */
export interface LayoutDialogs {
  openNotice(notice: { title: string; message: string }): void;
  openCouponDetail(coupon: CouponDetail, actions?: { onClaim?: () => void; onUse?: () => void }): void;
  openTerms(terms: { title: string; body: string }): void;
  /** The translate dialog; the choice goes to the session's transLang. */
  openTranslate(): void;
  openAppDownload(): void;
  close(): void;
}

const LayoutDialogsContext = createContext<LayoutDialogs | null>(null);

export const LayoutDialogsProvider = LayoutDialogsContext.Provider;

/** The layout's dialogs, for pages under StorefrontLayout. */
export function useLayoutDialogs(): LayoutDialogs {
  const dialogs = useContext(LayoutDialogsContext);
  if (!dialogs) throw new Error('useLayoutDialogs: no StorefrontLayout above this page');
  return dialogs;
}
