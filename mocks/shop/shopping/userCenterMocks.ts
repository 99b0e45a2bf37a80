import { pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { pageOfList, requestedPage } from '../../fixtures/paging';
import type { AreaMocks } from '../../handlers/core';
import { balanceOf, cashCardsOf, creditOf, expiringPoints, pointsOf } from './pointsOps';
import { currentOwner } from './owners';
import type { LedgerEntryRecord, LedgerKind } from './shoppingSlice';

/** Points lines per page. */
export const POINTS_PAGE_SIZE = 20;
/** Credit lines per page. */
export const CREDIT_PAGE_SIZE = 20;

const LEDGER_TITLES: Readonly<Record<LedgerKind, Trilingual>> = {
  order_earned: { th: 'ได้รับจากคำสั่งซื้อ', en: 'Earned from an order', zh: '订单获得' },
  order_spent: { th: 'ใช้เป็นส่วนลดคำสั่งซื้อ', en: 'Used on an order', zh: '订单抵扣' },
  coupon_redeemed: { th: 'แลกคูปอง', en: 'Redeemed for a coupon', zh: '兑换优惠券' },
  refund_credit: { th: 'คืนเงินเป็นเครดิต', en: 'Refund as credit', zh: '退款至余额' },
  lucky_draw: { th: 'ลุ้นโชค', en: 'Lucky draw', zh: '幸运抽奖' },
};

function renderLine(entry: LedgerEntryRecord, locale: MockLocale) {
  return { id: entry.id, title: pickText(LEDGER_TITLES[entry.kind], locale), change: entry.change, created_at: entry.created_at };
}

/** The account centre's points, credit and cash cards of the signed-in shopper (the lead composes them into userCenter). */
export const shoppingUserCenterMocks: Pick<AreaMocks<'userCenter'>, 'getPoints' | 'getCredit' | 'getCashCards'> = {
  getPoints: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const owner = currentOwner(shop);
      const account = pointsOf(shop, owner);
      const page = pageOfList(account.ledger, requestedPage(params.page), POINTS_PAGE_SIZE);
      return {
        balance: balanceOf(account),
        expiring: expiringPoints(account),
        expire_at: account.expiring?.at ?? null,
        list: page.list.map((entry) => renderLine(entry, locale)),
        paging: page.paging,
      };
    },
  },
  getCredit: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const credit = creditOf(shop, currentOwner(shop));
      const page = pageOfList(credit.ledger, requestedPage(params.page), CREDIT_PAGE_SIZE);
      return { balance: balanceOf(credit), list: page.list.map((entry) => renderLine(entry, locale)), paging: page.paging };
    },
  },
  getCashCards: { needsLogin: true, ok: ({ shop }) => ({ list: cashCardsOf(shop, currentOwner(shop)).map((card) => ({ ...card })) }) },
};
