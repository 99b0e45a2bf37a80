import type {
  BindPhone,
  CouponNotice,
  FlagshipInfo,
  BrandNavItem,
  FooterButton,
  LoginRegMethod,
  NewUserFreeGift,
  SignupUrl,
  UpUserLevel,
  User,
  Wechat,
} from '../api';
import type { Locale } from '../format/locale';
import type { PlatformCode } from './ShopperEnvironment';

/** A message the shell shows as a toast (SessionToasts renders them). */
export interface SessionToast {
  id: string;
  text: string;
  tone?: 'info' | 'success' | 'danger';
}

/** spec §3 bind_phone: the bind-phone dialog shows while `show` is true. */
export interface SessionBindPhone {
  show: boolean;
  submit_param: NonNullable<BindPhone['submit_param']> | null;
  bind_phone_tip: string | null;
}

/** spec §3 bundle. */
export interface SessionBundle {
  no_need_bundle_tip: boolean;
  last_bundle_tip_time: number | null;
  bundle_tips: string | null;
  style: string | null;
}

/** The store state of spec §3 (field names as the spec spells them), plus the toasts. */
export interface SessionContext {
  isLogin: boolean;
  userData: User | null;
  /** Default the baht sign. */
  currency: string;
  shopCartNum: number;
  locale: Locale;
  /** is_following, following_count, summary (and the rest of the flagship block). */
  brandInfo: FlagshipInfo | null;
  brandNav: readonly BrandNavItem[];
  footNavData: readonly FooterButton[];
  footer_coupon: CouponNotice | null;
  up_user_level: UpUserLevel | null;
  new_user_free_gift: NewUserFreeGift | null;
  WeChat: Wechat | null;
  login_reg_method: LoginRegMethod | null;
  is_chinese_tourists: boolean;
  bind_phone: SessionBindPhone;
  bundle: SessionBundle;
  surprise_id: string | null;
  surprise_images: readonly string[];
  /** 1 web, 2 Android app, 3 iOS app. */
  osPlatform: PlatformCode;
  preview: boolean;
  botMark: boolean;
  webpSupport: boolean;
  /** The last captcha's result: true when it passed, false when it was closed (or is running). */
  isVerified: boolean;
  /** Set while a captcha runs: who asked for it. The popup is open while this is set. */
  verifySource: string | null;
  signup_url: SignupUrl | null;
  /** A date in 2024-02 (spec §3). */
  pointRuleExpired: string;
  searchWord: string;
  /** The translation target of user content (spec §4: English on the Thai site, else Thai). */
  transLang: Locale;
  /** The host app's version, when the page runs inside the app. */
  appVersion: string | null;
  toasts: readonly SessionToast[];
  /** The number the next toast id is made from (ids are `toast-1`, `toast-2`, …). */
  toastSeq: number;
}

/** Initial values a host (or a story) gives the session; everything else takes its default. */
export type SessionInput = Partial<Omit<SessionContext, 'toasts' | 'toastSeq' | 'bind_phone' | 'bundle'>> & {
  bind_phone?: Partial<SessionBindPhone>;
  bundle?: Partial<SessionBundle>;
};

/** The footer-navigation fields the layout hands over (spec §3 Footer-nav response). */
export interface FootNavFields {
  footNavData?: readonly FooterButton[];
  footer_coupon?: CouponNotice | null;
  up_user_level?: UpUserLevel | null;
  new_user_free_gift?: NewUserFreeGift | null;
  WeChat?: Wechat | null;
  login_reg_method?: LoginRegMethod | null;
}

export type SessionEvent =
  /** spec §4: any response's is_login (the api client's onLoginChange). */
  | { type: 'login.seen'; isLogin: boolean }
  | { type: 'user.loaded'; userData: User | null }
  | { type: 'cart.count'; count: number }
  | { type: 'layout.brandInfo'; brandInfo: FlagshipInfo | null; brandNav: readonly BrandNavItem[] }
  /** spec §8: a non-zero errcode on layout data: the data is ignored (the previous brand's is cleared). */
  | { type: 'layout.brandInfoIgnored' }
  | ({ type: 'layout.footNav' } & FootNavFields)
  | { type: 'locale.set'; locale: Locale }
  | { type: 'tourist.set'; on: boolean }
  | { type: 'searchWord.set'; searchWord: string }
  | { type: 'transLang.set'; transLang: Locale }
  | { type: 'surprise.set'; surprise_id: string | null; surprise_images: readonly string[] }
  | { type: 'bindPhone.request'; submit_param?: SessionBindPhone['submit_param'] | undefined; bind_phone_tip?: string | null | undefined }
  | { type: 'bindPhone.close' }
  | { type: 'captcha.start'; source: string }
  /** `ticket`: what a passed slide gives the guarded call to send again (spec §4 completion). */
  | { type: 'captcha.finish'; verified: boolean; ticket?: string | null | undefined }
  /** The caller that started the captcha of `source` went away: it closes, not verified, if it is still that one's. */
  | { type: 'captcha.cancel'; source: string }
  | {
      type: 'bundle.tips';
      bundle_tips: string | null;
      style?: string | null | undefined;
      last_bundle_tip_time?: number | null | undefined;
    }
  /** The shopper closed the bundle tips; `never` also stops them for the session (no_need_bundle_tip). */
  | { type: 'bundle.dismiss'; never?: boolean | undefined }
  | { type: 'toast.show'; text: string; tone?: SessionToast['tone'] | undefined }
  | { type: 'toast.dismiss'; id: string };

/** What the session emits for listeners (`actor.on(type, …)`). */
export type SessionEmitted =
  /** A captcha finished (passed or closed): resolves the caller that waits for it. */
  | { type: 'captcha.finished'; source: string | null; verified: boolean; ticket: string | null }
  | { type: 'login.changed'; isLogin: boolean };
