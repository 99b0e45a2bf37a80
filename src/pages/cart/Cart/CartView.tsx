import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { NoticeBar } from '../../../components/NoticeBar';
import { Price } from '../../../components/Price';
import { Skeleton } from '../../../components/Skeleton';
import { AddbuyDeals } from './AddbuyDeals';
import { CartLineItem, type CartLineActions } from './CartLineItem';
import { cartTotals, type CartModel } from './cartModel';
import { Card, CardHeader, Lines, Page, Summary, Title, Totals } from './CartView.styles';
import { CouponsSheet, type CouponsState } from './CouponsSheet';
import { RemarkSheet } from './RemarkSheet';
import { SpecSheet } from './SpecSheet';

export type CartViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null }
  /** The server wants a login before it shows the cart. */
  | { readonly status: 'login' }
  | { readonly status: 'ready'; readonly cart: CartModel };

export interface CartViewProps extends Omit<CartLineActions, 'onEditRemark' | 'onEditSpec'> {
  state: CartViewState;
  /** A guest sees a prompt to log in above their cart. */
  isLogin: boolean;
  onLogin: () => void;
  onRetry: () => void;
  onSelectAll: (selected: boolean) => void;
  onSaveRemark: (cartId: string, remark: string) => void;
  /** replace_team_spec: the line becomes the chosen specification. */
  onReplaceSpec: (cartId: string, teamId: string, specName: string) => void;
  /** addbuy: one piece of a deal's product at its add-buy price. */
  onAddbuy: (promotionId: string, teamId: string) => void;
  onOpenCoupons: () => void;
  coupons: CouponsState;
  onClaimCoupon: (couponId: string) => void;
  onRetryCoupons: () => void;
  onCloseCoupons: () => void;
  onCheckout: () => void;
  onShop: () => void;
  /** The coupon cards' clock. */
  now: Date | string | number;
}

/**
 * The cart (spec §7): lines with select, quantity within limitNum, specification, special remark,
 * move to favourites and delete; unavailable (taken-down) lines apart; the bundle tip; add-on
 * deals; related coupons; the totals of what is selected and Check out.
 */
export function CartView(props: CartViewProps) {
  const { t } = useTranslation('cart');
  const { state } = props;
  const titleId = useId();
  const invalidId = useId();
  const [remarkFor, setRemarkFor] = useState<string | null>(null);
  const [specFor, setSpecFor] = useState<string | null>(null);

  const guestNotice = !props.isLogin && state.status !== 'login' && (
    <NoticeBar tone="info" actionLabel={t('guest.action')} actionHref="/m/login.php" onAction={(event) => {
      event.preventDefault();
      props.onLogin();
    }}>
      {t('guest.notice')}
    </NoticeBar>
  );

  if (state.status !== 'ready') {
    return (
      <Page aria-labelledby={titleId}>
        <Title id={titleId}>{t('title')}</Title>
        {state.status === 'loading' && <Skeleton variant="card" lines={3} label={t('loading')} />}
        {state.status === 'error' && <ErrorState onRetry={props.onRetry} {...(state.message ? { message: state.message } : {})} />}
        {state.status === 'login' && (
          <EmptyState icon="user" title={t('login.title')} description={t('login.description')} actionLabel={t('login.action')} onAction={props.onLogin} />
        )}
      </Page>
    );
  }

  const { cart } = state;
  const totals = cartTotals(cart);
  const editing = cart.lines.find((line) => line.cartId === remarkFor) ?? null;
  const choosingSpec = cart.lines.find((line) => line.cartId === specFor && line.specs.length > 1) ?? null;
  const lineActions: CartLineActions = {
    onQuantity: props.onQuantity,
    onSelect: props.onSelect,
    onDelete: props.onDelete,
    onMoveToFavourites: props.onMoveToFavourites,
    onEditRemark: setRemarkFor,
    onEditSpec: setSpecFor,
    onOpenProduct: props.onOpenProduct,
  };
  const empty = cart.lines.length === 0 && cart.invalid.length === 0;

  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('titleWithCount', { count: cart.lines.length })}</Title>
      {guestNotice}
      {cart.bundleTips && <NoticeBar tone="warning">{cart.bundleTips}</NoticeBar>}
      {empty && <EmptyState icon="cart" title={t('empty.title')} description={t('empty.description')} actionLabel={t('empty.action')} onAction={props.onShop} />}
      {cart.lines.length > 0 && (
        <Card aria-label={t('valid.title')}>
          <CardHeader>
            <Checkbox
              label={t('selectAll')}
              checked={totals.allSelected}
              indeterminate={totals.someSelected}
              onChange={(checked) => props.onSelectAll(checked)}
            />
            <Button variant="text" size="sm" onClick={props.onOpenCoupons}>
              {t('coupons.open')}
            </Button>
          </CardHeader>
          <Lines>
            {cart.lines.map((line) => (
              <CartLineItem key={line.cartId} line={line} {...lineActions} />
            ))}
          </Lines>
        </Card>
      )}
      {cart.invalid.length > 0 && (
        <Card aria-labelledby={invalidId}>
          <CardHeader>
            <Heading level={2} variant="subtitle" id={invalidId}>
              {t('invalid.title', { count: cart.invalid.reduce((sum, group) => sum + group.lines.length, 0) })}
            </Heading>
            <Button
              variant="text"
              size="sm"
              onClick={() => props.onDelete(cart.invalid.flatMap((group) => group.lines.map((line) => line.cartId)))}
            >
              {t('invalid.clear')}
            </Button>
          </CardHeader>
          <Lines>
            {cart.invalid.flatMap((group) =>
              group.lines.map((line) => <CartLineItem key={line.cartId} line={line} invalid {...lineActions} />),
            )}
          </Lines>
        </Card>
      )}
      {cart.lines.length > 0 &&
        cart.addbuy.map((deal) => <AddbuyDeals key={deal.promotionId} deal={deal} onAdd={props.onAddbuy} onOpenProduct={props.onOpenProduct} />)}
      {cart.lines.length > 0 && (
        <Summary aria-label={t('summary.title')}>
          <Totals>
            <dt>{t('summary.subtotal')}</dt>
            <dd>
              <Price amount={totals.subtotal} size="sm" />
            </dd>
            {totals.discount > 0 && (
              <>
                <dt>{t('summary.discount')}</dt>
                <dd>
                  −<Price amount={totals.discount} size="sm" />
                </dd>
              </>
            )}
            <dt>{t('summary.total')}</dt>
            <dd>
              <Price amount={totals.total} size="md" />
            </dd>
          </Totals>
          <Button onClick={props.onCheckout} disabled={totals.selectedCount === 0}>
            {t('summary.checkout', { count: totals.selectedPieces })}
          </Button>
        </Summary>
      )}
      <RemarkSheet
        line={editing}
        onClose={() => setRemarkFor(null)}
        onSave={(cartId, remark) => {
          setRemarkFor(null);
          props.onSaveRemark(cartId, remark);
        }}
      />
      <SpecSheet
        line={choosingSpec}
        onClose={() => setSpecFor(null)}
        onSave={(cartId, teamId, specName) => {
          setSpecFor(null);
          props.onReplaceSpec(cartId, teamId, specName);
        }}
      />
      <CouponsSheet state={props.coupons} now={props.now} onClaim={props.onClaimCoupon} onRetry={props.onRetryCoupons} onClose={props.onCloseCoupons} />
    </Page>
  );
}
