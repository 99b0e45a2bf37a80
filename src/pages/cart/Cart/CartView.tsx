import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { NoticeBar } from '../../../components/NoticeBar';
import { Price } from '../../../components/Price';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar } from '../../../components/StickyActionBar';
import { AddbuyDeals } from './AddbuyDeals';
import { CartLineItem, type CartLineActions } from './CartLineItem';
import { cartTotals, type CartModel } from './cartModel';
import { StackList } from '../../shared/lists.styles';
import { Page, Title } from './CartView.styles';
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
        <Section
          variant="card"
          aria-label={t('valid.title')}
          headerStart={
            <Checkbox
              label={t('selectAll')}
              checked={totals.allSelected}
              indeterminate={totals.someSelected}
              onChange={(checked) => props.onSelectAll(checked)}
            />
          }
          action={
            <Button variant="text" size="sm" onClick={props.onOpenCoupons}>
              {t('coupons.open')}
            </Button>
          }
        >
          <StackList $gap={4}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.cartId} line={line} {...lineActions} />
            ))}
          </StackList>
        </Section>
      )}
      {cart.invalid.length > 0 && (
        <Section
          variant="card"
          title={t('invalid.title', { count: cart.invalid.reduce((sum, group) => sum + group.lines.length, 0) })}
          action={
            <Button
              variant="text"
              size="sm"
              onClick={() => props.onDelete(cart.invalid.flatMap((group) => group.lines.map((line) => line.cartId)))}
            >
              {t('invalid.clear')}
            </Button>
          }
        >
          <StackList $gap={4}>
            {cart.invalid.flatMap((group) =>
              group.lines.map((line) => <CartLineItem key={line.cartId} line={line} invalid {...lineActions} />),
            )}
          </StackList>
        </Section>
      )}
      {cart.lines.length > 0 &&
        cart.addbuy.map((deal) => <AddbuyDeals key={deal.promotionId} deal={deal} onAdd={props.onAddbuy} onOpenProduct={props.onOpenProduct} />)}
      {cart.lines.length > 0 && (
        <StickyActionBar
          label={t('summary.title')}
          spacing="even"
          summary={
            <KeyValueList density="compact">
              <KeyValueRow label={t('summary.subtotal')} value={<Price amount={totals.subtotal} size="sm" />} />
              {totals.discount > 0 && (
                <KeyValueRow
                  label={t('summary.discount')}
                  value={
                    <>
                      −<Price amount={totals.discount} size="sm" />
                    </>
                  }
                />
              )}
              <KeyValueRow label={t('summary.total')} value={<Price amount={totals.total} size="md" />} />
            </KeyValueList>
          }
        >
          <Button onClick={props.onCheckout} disabled={totals.selectedCount === 0}>
            {t('summary.checkout', { count: totals.selectedPieces })}
          </Button>
        </StickyActionBar>
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
