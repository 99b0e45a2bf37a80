import { DEFAULT_LOCALE } from '../i18n/defaults';
import { translationTarget } from '../i18n/translationTarget';
import type { SessionContext, SessionInput } from './session.types';

/** spec §3: the baht sign. */
export const DEFAULT_CURRENCY = '฿';
/** spec §3: pointRuleExpired is a date in 2024-02. */
export const POINT_RULE_EXPIRED = '2024-02';

/** The store state a session starts with: the input over the spec's defaults. */
export function initialSessionContext(input: SessionInput = {}): SessionContext {
  const touristLocked = input.is_chinese_tourists === true;
  // spec §4: Chinese tourist mode forces zh_CN.
  const locale = touristLocked ? 'zh_CN' : (input.locale ?? DEFAULT_LOCALE);
  return {
    isLogin: false,
    userData: null,
    currency: DEFAULT_CURRENCY,
    shopCartNum: 0,
    brandInfo: null,
    brandNav: [],
    footNavData: [],
    footer_coupon: null,
    up_user_level: null,
    new_user_free_gift: null,
    WeChat: null,
    login_reg_method: null,
    is_chinese_tourists: false,
    surprise_id: null,
    surprise_images: [],
    osPlatform: 1,
    preview: false,
    botMark: false,
    webpSupport: false,
    isVerified: false,
    verifySource: null,
    signup_url: null,
    pointRuleExpired: POINT_RULE_EXPIRED,
    searchWord: '',
    appVersion: null,
    ...input,
    locale,
    transLang: input.transLang ?? translationTarget(locale),
    bind_phone: { show: false, submit_param: null, bind_phone_tip: null, ...input.bind_phone },
    bundle: { no_need_bundle_tip: false, last_bundle_tip_time: null, bundle_tips: null, style: null, ...input.bundle },
    toasts: [],
    toastSeq: 0,
  };
}
