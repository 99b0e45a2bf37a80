import { fail, type ShopOutcome } from './failure';
import { SHOP_LIMITS } from './limits';
import type { ShopState } from './state';

/**
 * A new stable id of one kind: `first`, then first + 1, … per session, so the same sequence of
 * actions always gives the same ids. Refused once the shop has created its cap of entities.
 */
export function newId(state: ShopState, kind: string, first: number): ShopOutcome<number> {
  if (state.created >= (state.createdCap ?? SHOP_LIMITS.maxCreatedPerSession)) {
    return fail(1, {
      th: 'ร้านค้าตัวอย่างนี้เต็มแล้ว กรุณารีเซ็ตข้อมูล',
      en: 'This demo shop is full; reset it to go on.',
      zh: '此演示商店已满，请重置后继续。',
    });
  }
  const next = (state.ids[kind] ?? first - 1) + 1;
  state.ids[kind] = next;
  state.created += 1;
  return next;
}
