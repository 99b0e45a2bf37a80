export { WalletCoupons } from './WalletCoupons';
export type { WalletCouponsProps, WalletEmpty, WalletListState } from './WalletCoupons';
export {
  COUPON_HISTORY_PATH,
  couponKey,
  couponPageOf,
  couponUseAddress,
  myCouponsAddress,
  WALLET_TABS,
  walletCardState,
  walletTabOf,
} from './walletCoupons';
export type { WalletTab } from './walletCoupons';
export { WalletBody, WalletHeader } from './walletPage.styles';
