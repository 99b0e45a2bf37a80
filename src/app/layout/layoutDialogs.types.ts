import type { CouponCardState, CouponType } from '../../components';

/** The coupon the coupon-detail dialog shows. */
export interface CouponDetail {
  readonly type: CouponType;
  /** Baht off (type 0) or percent off (type 1). */
  readonly value?: number;
  readonly title?: string;
  readonly minSpend?: number;
  /** ISO dates or epoch ms. */
  readonly startsAt?: string | number;
  readonly endsAt: string | number;
  readonly state: CouponCardState;
  /** The coupon's usage rules, one per line. */
  readonly rules?: readonly string[];
}

/** The languages the translate dialog offers (spec §3 transLang). */
export type TranslateLanguage = 'en_US' | 'th_TH' | 'zh_CN';

/** The one layout dialog open at a time (spec §2 shared layout). */
export type LayoutDialog =
  | { readonly kind: 'notice'; readonly title: string; readonly message: string }
  | {
      readonly kind: 'couponDetail';
      readonly coupon: CouponDetail;
      /** When it was opened (epoch ms): "expires in n days" counts from here. */
      readonly openedAt: number;
      readonly onClaim?: () => void;
      readonly onUse?: () => void;
    }
  | { readonly kind: 'terms'; readonly title: string; readonly body: string }
  | { readonly kind: 'translate'; readonly current: TranslateLanguage }
  | { readonly kind: 'appDownload'; readonly downloadUrl: string };
