import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getServiceDetail, saveService } from '../../../src/api/endpoints/bookingProvider';
import { getReservationServiceDetail } from '../../../src/api/endpoints/bookingUser';
import { createMockServer } from '../../node';
import { mockClient } from '../../testing';
import { createSharedShop } from '../sessions';

const shop = createSharedShop('merchant');
const server = createMockServer({}, shop);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => shop.reset('merchant'));

const service = { category_id: '1', price: 990, duration_minutes: 60, store_ids: ['S-1'] };

describe('a service named in three languages (service)', () => {
  it('each language reads its name; the merchant gets all three back to edit', async () => {
    const saved = await saveService(mockClient('en_US'), { ...service, name: 'สปาอโรมา', name_en: 'Aroma Spa', name_zh: '芳香水疗' });
    const id = saved.ok ? saved.data.id : '';
    const english = await getServiceDetail(mockClient('en_US'), { service_id: id });
    expect(english.ok && [english.data.name, english.data.name_i18n]).toEqual(['Aroma Spa', { th: 'สปาอโรมา', en: 'Aroma Spa', zh: '芳香水疗' }]);
    const chinese = await getReservationServiceDetail(mockClient('zh_CN'), { service_id: id });
    expect(chinese.ok && chinese.data.name).toBe('芳香水疗');
  });

  it('a missing language falls back to the Thai name; the Thai name alone is kept as typed', async () => {
    const both = await saveService(mockClient('en_US'), { ...service, name: 'สปาอโรมา', name_en: 'Aroma Spa' });
    const chinese = await getServiceDetail(mockClient('zh_CN'), { service_id: both.ok ? both.data.id : '' });
    expect(chinese.ok && chinese.data.name).toBe('สปาอโรมา');
    const thaiOnly = await saveService(mockClient('en_US'), { ...service, name: 'สปาอโรมา' });
    const detail = await getServiceDetail(mockClient('en_US'), { service_id: thaiOnly.ok ? thaiOnly.data.id : '' });
    expect(detail.ok && [detail.data.name, detail.data.name_i18n]).toEqual(['สปาอโรมา', null]);
  });

  it('refuses a name in another language above 80 characters', async () => {
    const saved = await saveService(mockClient('en_US'), { ...service, name: 'สปาอโรมา', name_en: 'A'.repeat(81) });
    expect(!saved.ok && saved.code).toBe(40_001);
  });
});
