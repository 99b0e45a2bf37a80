import type { Trilingual } from '../../fixtures/locale';

/** A payment method the order quote lists; `offline`: paid outside the shop (the order stays unpaid until then). */
export interface PaymentMethod {
  readonly code: string;
  readonly name: Trilingual;
  readonly enabled: boolean;
  readonly offline: boolean;
}

/** Card and PromptPay; cash on delivery is listed but not offered. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: 'card', name: { th: 'บัตรเครดิต/เดบิต', en: 'Credit/debit card', zh: '信用卡/借记卡' }, enabled: true, offline: false },
  { code: 'promptpay', name: { th: 'PromptPay', en: 'PromptPay', zh: 'PromptPay' }, enabled: true, offline: true },
  { code: 'cod', name: { th: 'เก็บเงินปลายทาง', en: 'Cash on delivery', zh: '货到付款' }, enabled: false, offline: true },
];

/** An offered payment method by code. */
export function offeredMethod(code: string | undefined): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.code === code && method.enabled);
}
