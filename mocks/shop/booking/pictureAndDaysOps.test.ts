import { beforeEach, describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import type { ShopState } from '../state';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { saveEmployee } from './staffOps';
import { saveStore } from './storeOps';

let state: ShopState;
beforeEach(() => {
  state = buildShopState('merchant');
  signInAs(state, 'merchant');
});

const base = { name: 'คุณมะลิ', phone: '0812345678', store_id: 'S-1', service_ids: ['11002'] };

describe('staff photo and working days (employee)', () => {
  it('a new member keeps the photo and the working days, sorted without repeats', () => {
    const { id } = ok(saveEmployee(state, { ...base, avatar: 'booking_staff/2025/03/mali.jpg', work_days: [6, 1, 3, 1] }));
    const member = state.booking.staff.find((candidate) => candidate.employee_id === id);
    expect(member).toMatchObject({ avatar: 'booking_staff/2025/03/mali.jpg', work_days: [1, 3, 6] });
  });

  it('an update without them keeps what the member had', () => {
    ok(saveEmployee(state, { ...base, employee_id: 'E-1', work_days: [1, 2] }));
    ok(saveEmployee(state, { ...base, employee_id: 'E-1', name: 'คุณน้ำฝน' }));
    const member = state.booking.staff.find((candidate) => candidate.employee_id === 'E-1');
    expect(member?.work_days).toEqual([1, 2]);
    expect(member?.avatar).toBeTruthy();
  });

  it('refuses working days outside 1–7, none at all, and a hostile photo address', () => {
    expect(refused(saveEmployee(state, { ...base, work_days: [0, 8] })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveEmployee(state, { ...base, work_days: [] })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveEmployee(state, { ...base, avatar: 'javascript:alert(1)' })).code).toBe(BOOKING_CODES.invalid);
  });
});

describe('store pictures (store)', () => {
  const store = { name: 'Glow Studio Thonglor', address: '88 Sukhumvit 55', province: 'กรุงเทพมหานคร', city: 'วัฒนา', phone: '021112222', open_time: '10:00', close_time: '21:00' };

  it('a new store keeps its picture; an update without one keeps it', () => {
    const { id } = ok(saveStore(state, { ...store, cover: 'https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/booking_store/2025/03/a.jpg' }));
    ok(saveStore(state, { ...store, store_id: id, name: 'Glow Studio ทองหล่อ' }));
    expect(state.booking.stores.find((candidate) => candidate.store_id === id)?.cover).toBe('https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/booking_store/2025/03/a.jpg');
  });

  it('refuses a hostile picture address', () => {
    expect(refused(saveStore(state, { ...store, cover: '"><script>alert(1)</script>' })).code).toBe(BOOKING_CODES.invalid);
  });
});
