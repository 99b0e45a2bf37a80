import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { serviceView } from './bookingViews';
import { bookReservation } from './reservationOps';
import { providerService, providerServices, publicServices, saveService, setServiceStatus, type ServiceInput } from './serviceOps';
import { providerStaff, saveEmployee } from './staffOps';
import { productStores, providerStores, saveStore, type StoreInput } from './storeOps';

const LASH: ServiceInput = { name: 'Lash lift', category_id: '1', price: 990, duration_minutes: 60, store_ids: ['S-1'] };

describe('saveService', () => {
  it('creates a service that every read shows, online, with the default deposit', () => {
    const state = buildShopState('merchant');
    const { id } = ok(saveService(state, LASH));
    expect(id).toBe('11004');
    expect(ok(providerServices(state)).map((service) => service.service_id)).toEqual(['11001', '11002', '11003', '11004']);
    expect(serviceView(state.booking, ok(providerService(state, id)), 'en_US')).toMatchObject({
      name: 'Lash lift',
      category_name: 'Facial',
      price: '990.00',
      deposit: 198,
      status: 'online',
      store_ids: ['S-1'],
    });
    expect(publicServices(state).some((service) => service.service_id === id)).toBe(true);
    expect(ok(saveService(state, { ...LASH, name: 'Brow lamination' })).id).toBe('11005');
  });

  it('updates a service; a booked reservation keeps the price it was booked at', () => {
    const state = buildShopState('merchant');
    ok(saveService(state, { ...LASH, service_id: '11001', name: 'Glow facial', price: 1_600, deposit: 400, description: 'New' }));
    const service = ok(providerService(state, '11001'));
    expect(service).toMatchObject({ name: 'Glow facial', price: 1_600, deposit: 400, description: 'New', store_ids: ['S-1'] });
    expect(serviceView(state.booking, service, 'zh_CN').name).toBe('Glow facial');
    expect(state.booking.reservations.find((reservation) => reservation.order_id === '77001')).toMatchObject({ price: 1_490, paid: 298 });
  });

  it.each<[string, ServiceInput]>([
    ['an empty name', { ...LASH, name: '  ' }],
    ['an unknown category', { ...LASH, category_id: '9' }],
    ['a price of zero', { ...LASH, price: 0 }],
    ['a price that is not a number', { ...LASH, price: Number.NaN }],
    ['a deposit above the price', { ...LASH, deposit: 1_000 }],
    ['a duration under 15 minutes', { ...LASH, duration_minutes: 10 }],
    ['no store', { ...LASH, store_ids: [] }],
    ['an unknown store', { ...LASH, store_ids: ['S-9'] }],
  ])('refuses %s (40001) and adds nothing', (_name, input) => {
    const state = buildShopState('merchant');
    expect(refused(saveService(state, input)).code).toBe(BOOKING_CODES.invalid);
    expect(state.booking.services).toHaveLength(3);
  });

  it('refuses to update a service that does not exist (404)', () => {
    expect(refused(saveService(buildShopState('merchant'), { ...LASH, service_id: '99999' })).code).toBe(404);
  });
});

describe('setServiceStatus', () => {
  it('takes a service offline (no longer bookable) and back online', () => {
    const state = buildShopState('merchant');
    ok(setServiceStatus(state, { service_id: '11001', status: 'offline' }));
    expect(ok(providerServices(state, { status: 'offline' })).map((service) => service.service_id)).toEqual(['11001', '11003']);
    signInAs(state, 'shopper');
    expect(refused(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' })).code).toBe(BOOKING_CODES.serviceUnavailable);
    signInAs(state, 'merchant');
    ok(setServiceStatus(state, { service_id: '11001', status: 'online' }));
    signInAs(state, 'shopper');
    expect(ok(bookReservation(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' })).status).toBe('unpaid');
  });

  it('refuses an unknown status (40001) and an unknown service (404)', () => {
    const state = buildShopState('merchant');
    expect(refused(setServiceStatus(state, { service_id: '11001', status: 'draft' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(setServiceStatus(state, { service_id: '1', status: 'online' })).code).toBe(404);
  });
});

const SUKHUMVIT: StoreInput = {
  name: 'Glow Studio ทองหล่อ',
  address: '55 ซอยทองหล่อ 10',
  province: 'กรุงเทพมหานคร',
  city: 'วัฒนา',
  phone: '021112222',
  open_time: '11:00',
  close_time: '20:00',
};

describe('saveStore', () => {
  it('creates a store the store lists show, and updates one', () => {
    const state = buildShopState('merchant');
    expect(ok(saveStore(state, SUKHUMVIT)).id).toBe('S-3');
    expect(ok(providerStores(state)).map((store) => store.store_id)).toEqual(['S-1', 'S-2', 'S-3']);
    expect(ok(productStores(state, { product: 'service' }))).toHaveLength(3);
    ok(saveStore(state, { ...SUKHUMVIT, store_id: 'S-3', close_time: '22:00' }));
    expect(ok(providerStores(state))[2]).toMatchObject({ store_id: 'S-3', close_time: '22:00', status: 'open' });
    // Only services that list the store offer it.
    expect(ok(productStores(state, { product: 'service', service_id: '11001' })).map((store) => store.store_id)).toEqual(['S-1', 'S-2']);
  });

  it.each<[string, StoreInput]>([
    ['an empty name', { ...SUKHUMVIT, name: '' }],
    ['an empty address', { ...SUKHUMVIT, address: ' ' }],
    ['a city of another province', { ...SUKHUMVIT, city: 'เมืองเชียงใหม่' }],
    ['a phone that is not Thai', { ...SUKHUMVIT, phone: '+1 555 0100' }],
    ['closing before opening', { ...SUKHUMVIT, open_time: '20:00', close_time: '11:00' }],
  ])('refuses %s (40001)', (_name, input) => {
    const state = buildShopState('merchant');
    expect(refused(saveStore(state, input)).code).toBe(BOOKING_CODES.invalid);
    expect(state.booking.stores).toHaveLength(2);
  });
});

describe('saveEmployee', () => {
  it('adds a member of staff to a store and lists them there', () => {
    const state = buildShopState('merchant');
    expect(ok(saveEmployee(state, { name: 'คุณมะลิ', phone: '0812223333', store_id: 'S-2', service_ids: ['11002'] })).id).toBe('E-4');
    expect(ok(providerStaff(state, { store_id: 'S-2' }))).toEqual([
      { employee_id: 'E-4', name: 'คุณมะลิ', phone: '0812223333', avatar: null, store_id: 'S-2', service_ids: ['11002'], status: 'active' },
    ]);
    ok(saveEmployee(state, { employee_id: 'E-4', name: 'คุณมะลิ', phone: '0812223333', store_id: 'S-1', service_ids: [] }));
    expect(ok(providerStaff(state, { store_id: 'S-2' }))).toEqual([]);
    expect(ok(providerStaff(state))).toHaveLength(4);
  });

  it('refuses a bad phone, an unknown store, a service the store does not offer, an unknown member', () => {
    const state = buildShopState('merchant');
    ok(saveService(state, LASH));
    const base = { name: 'คุณมะลิ', phone: '0812223333', store_id: 'S-2', service_ids: ['11001'] };
    expect(refused(saveEmployee(state, { ...base, phone: '12345' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveEmployee(state, { ...base, store_id: 'S-7' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveEmployee(state, { ...base, service_ids: ['11004'] })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveEmployee(state, { ...base, employee_id: 'E-9' })).code).toBe(404);
    expect(state.booking.staff).toHaveLength(3);
  });
});
