import type { Trilingual } from '../../fixtures/locale';
import { fail, type ShopFailure } from '../failure';

/**
 * The errcodes the shopping slice refuses with. 1 (cart full, with data) and 404 are spec §4 and
 * §8; the others are this mock's own, one per rule, so a test or a page can tell the rules apart.
 * The client shows every one of them as a toast with the message (spec §8).
 */
export const SHOPPING_CODES = {
  /** spec §4: the cart holds SHOP_LIMITS.maxCartLines lines; data.list holds lines that may be replaced. */
  cartFull: 1,
  /** spec §8: the order, refund, coupon or cart line named is not this shopper's (or does not exist). */
  notFound: 404,
  /** A product that is taken down, unknown, or not a specification of the line. */
  unavailable: 4001,
  /** More than the stock left. */
  outOfStock: 4002,
  /** More of one product than its limitNum in one cart. */
  overLimit: 4003,
  /** A quantity that is not a whole number from 1. */
  badQuantity: 4004,
  /** An add-on deal that is not offered, already taken, or below its minimum spend. */
  addbuy: 4005,
  /** Nothing to check out: no line named or selected. */
  nothingToOrder: 4006,
  /** The coupon's minimum spend (money) is not reached. */
  couponMinimum: 4101,
  /** The coupon's end_time has passed (or its start_time has not come). */
  couponExpired: 4102,
  /** The coupon is not one the shopper holds unused. */
  couponNotHeld: 4103,
  /** The shopper already holds this coupon unused (a second claim). */
  couponClaimed: 4104,
  /** Fewer points than the smallest step (100 points = ฿1). */
  pointsBalance: 4201,
  /** No such delivery address on the account. */
  address: 4301,
  /** A payment method the shop does not take. */
  paymentMethod: 4302,
  /** The order is paid already (a second payment). */
  orderPaid: 4303,
  /** The order's status does not allow this (pay a cancelled order, delete an open one). */
  orderState: 4304,
  /** The order cannot be refunded (not paid, or still being packed). */
  refundNotAllowed: 4401,
  /** The amount is not above zero or is above what is left to refund. */
  refundAmount: 4402,
  /** The refund's status does not allow this (cancel a refunded one, modify an approved one). */
  refundState: 4403,
  /** A return method, branch or pick-up slot that is not offered. */
  refundReturn: 4404,
} as const;

/** What each rule says, in the three languages. */
export const SHOPPING_MESSAGES = {
  cartFull: { th: 'ตะกร้าสินค้าเต็มแล้ว กรุณาลบสินค้าบางรายการก่อน', en: 'Your cart is full. Remove an item first.', zh: '购物车已满，请先删除部分商品。' },
  lineNotFound: { th: 'ไม่พบสินค้านี้ในตะกร้า', en: 'This item is no longer in your cart.', zh: '购物车中没有该商品。' },
  orderNotFound: { th: 'ไม่พบคำสั่งซื้อนี้', en: 'This order could not be found.', zh: '找不到该订单。' },
  refundNotFound: { th: 'ไม่พบคำขอคืนเงินนี้', en: 'This refund request could not be found.', zh: '找不到该退款申请。' },
  couponNotFound: { th: 'ไม่พบคูปองนี้', en: 'This coupon could not be found.', zh: '找不到该优惠券。' },
  unavailable: { th: 'สินค้านี้ไม่มีจำหน่ายแล้ว', en: 'This product is no longer available.', zh: '该商品已下架。' },
  outOfStock: { th: 'สินค้าในสต็อกไม่เพียงพอ', en: 'There is not enough stock left.', zh: '库存不足。' },
  overLimit: { th: 'เกินจำนวนที่ซื้อได้ต่อคำสั่งซื้อ', en: 'That is more than you can buy of this product.', zh: '超过该商品的限购数量。' },
  badQuantity: { th: 'จำนวนต้องเป็น 1 ขึ้นไป', en: 'The quantity must be 1 or more.', zh: '数量至少为1。' },
  addbuyNotOffered: { th: 'ไม่มีดีลซื้อเพิ่มสำหรับสินค้านี้', en: 'This product is not an add-on deal.', zh: '该商品不是加价购商品。' },
  addbuyTaken: { th: 'คุณเพิ่มดีลนี้ในตะกร้าแล้ว', en: 'This add-on deal is already in your cart.', zh: '该加价购商品已在购物车中。' },
  addbuyMinimum: { th: 'ช้อปครบ ฿500 ก่อนจึงจะซื้อเพิ่มในราคาพิเศษได้', en: 'Spend ฿500 on selected items to add this deal.', zh: '已选商品满500泰铢才可加价购。' },
  nothingToOrder: { th: 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ', en: 'Choose at least one item to check out.', zh: '请至少选择一件商品。' },
  couponMinimum: { th: 'ยอดสั่งซื้อยังไม่ถึงขั้นต่ำของคูปอง', en: 'Your order does not reach this coupon’s minimum spend.', zh: '订单金额未达到优惠券的最低消费。' },
  couponExpired: { th: 'คูปองนี้หมดอายุหรือยังไม่เริ่มใช้', en: 'This coupon has expired or has not started yet.', zh: '该优惠券已过期或尚未生效。' },
  couponNotHeld: { th: 'คุณไม่มีคูปองนี้หรือใช้ไปแล้ว', en: 'You do not hold this coupon, or it is used.', zh: '您没有该优惠券或已使用。' },
  couponClaimed: { th: 'คุณเก็บคูปองนี้แล้ว', en: 'You have already claimed this coupon.', zh: '您已领取过该优惠券。' },
  pointsBalance: { th: 'คะแนนไม่เพียงพอ', en: 'You do not have enough points.', zh: '积分不足。' },
  address: { th: 'กรุณาเลือกที่อยู่จัดส่ง', en: 'Choose a delivery address.', zh: '请选择收货地址。' },
  paymentMethod: { th: 'ไม่รองรับวิธีชำระเงินนี้', en: 'This payment method is not available.', zh: '不支持该支付方式。' },
  orderPaid: { th: 'คำสั่งซื้อนี้ชำระเงินแล้ว', en: 'This order is already paid.', zh: '该订单已支付。' },
  orderNotPayable: { th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว ชำระเงินไม่ได้', en: 'This order is cancelled and cannot be paid.', zh: '该订单已取消，无法支付。' },
  orderNotDeletable: { th: 'ลบได้เฉพาะคำสั่งซื้อที่สำเร็จหรือยกเลิกแล้ว', en: 'Only completed or cancelled orders can be deleted.', zh: '只能删除已完成或已取消的订单。' },
  nothingToRepurchase: { th: 'สินค้าในคำสั่งซื้อนี้ไม่มีจำหน่ายแล้ว', en: 'None of this order’s products can be bought now.', zh: '该订单中的商品均无法购买。' },
  refundNotAllowed: { th: 'คำสั่งซื้อนี้ขอคืนเงินไม่ได้', en: 'This order cannot be refunded.', zh: '该订单无法申请退款。' },
  refundItems: { th: 'กรุณาเลือกสินค้าในคำสั่งซื้อนี้', en: 'Choose items of this order.', zh: '请选择该订单中的商品。' },
  refundReason: { th: 'กรุณาเลือกเหตุผล', en: 'Choose a reason.', zh: '请选择退款原因。' },
  refundAmount: { th: 'จำนวนเงินเกินยอดที่ขอคืนได้', en: 'The amount is above what can be refunded.', zh: '退款金额超过可退金额。' },
  refundState: { th: 'สถานะคำขอคืนเงินนี้ไม่สามารถดำเนินการได้', en: 'This refund request can no longer be changed.', zh: '该退款申请当前状态无法操作。' },
  refundReturn: { th: 'วิธีส่งคืน สาขา หรือช่วงเวลานี้ไม่มีให้เลือก', en: 'This return method, branch or time is not offered.', zh: '不支持该退货方式、门店或时间。' },
} as const satisfies Record<string, Trilingual>;

export type ShoppingRule = keyof typeof SHOPPING_CODES;

/** A refusal of one rule: its code and a message (by default the rule's own). */
export function refuse(rule: ShoppingRule, message: Trilingual, extra?: Readonly<Record<string, unknown>>): ShopFailure {
  return fail(SHOPPING_CODES[rule], message, extra);
}
