import { describe, expect, it } from 'vitest';
import { login } from '../account/accountOps';
import { DEMO_ACCOUNTS } from '../account/accountSlice';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused } from './bookingTesting';
import { issueStorageToken, objectUrl, recordUpload } from './storageOps';

describe('getStorageToken', () => {
  it("the first token is the fixture's; each next one is fresh (its own request id, later expiry)", () => {
    const state = buildShopState('guest');
    expect(ok(issueStorageToken(state))).toEqual({
      region: 'oss-ap-southeast-7',
      access_key_id: 'STS.mockAccessKeyId',
      access_key_secret: 'mockAccessKeySecret',
      security_token: 'mockSecurityToken',
      oss_bucket: 'beauty-shop-upload',
      oss_directory: 'review/2025/03/',
      request_id: 'REQ-20250314-0001',
      expiration: '2025-03-14T11:30:00Z',
    });
    expect(ok(issueStorageToken(state, { biz_type: 'refund' }))).toMatchObject({
      oss_directory: 'refund/2025/03/',
      request_id: 'REQ-20250314-0002',
      expiration: '2025-03-14T11:31:00Z',
    });
    // Deterministic: the same steps give the same tokens.
    const again = buildShopState('guest');
    ok(issueStorageToken(again));
    expect(ok(issueStorageToken(again, { biz_type: 'refund' })).request_id).toBe('REQ-20250314-0002');
  });

  it('refuses an upload kind that is not a folder name', () => {
    expect(refused(issueStorageToken(buildShopState('guest'), { biz_type: '../etc' })).code).toBe(BOOKING_CODES.invalid);
  });
});

describe('recordStorageUpload', () => {
  it('records the path, size and kind once, with who recorded it', () => {
    const state = buildShopState('shopper');
    const upload = ok(recordUpload(state, { path: 'review/2025/03/photo.jpg', size: 2048, biz_type: 'review' }));
    expect(upload).toEqual({ path: 'review/2025/03/photo.jpg', size: 2048, biz_type: 'review', user_id: ACCOUNT_IDS.shopper, recorded_at: '2025-03-14 10:31:00' });
    expect(objectUrl(upload.path)).toBe('https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/review/2025/03/photo.jpg');
    expect(ok(recordUpload(state, { path: 'review/2025/03/photo.jpg', size: 2048 }))).toBe(upload);
    expect(state.booking.storage.uploads).toHaveLength(1);
  });

  it.each([
    ['no path', {}],
    ['a path going up', { path: 'review/../../secret' }],
    ['an absolute path', { path: '/etc/passwd' }],
    ['a negative size', { path: 'review/a.jpg', size: -1 }],
    ['a size that is not a whole number', { path: 'review/a.jpg', size: 1.5 }],
  ])('refuses %s (40001)', (_name, input) => {
    const state = buildShopState('guest');
    expect(refused(recordUpload(state, input)).code).toBe(BOOKING_CODES.invalid);
    expect(state.booking.storage.uploads).toEqual([]);
  });

  it("a guest's uploads belong to the account that signs in", () => {
    const state = buildShopState('guest');
    ok(recordUpload(state, { path: 'review/2025/03/guest.jpg' }));
    expect(state.booking.storage.uploads[0]?.user_id).toBeNull();
    ok(login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password }));
    expect(state.booking.storage.uploads[0]?.user_id).toBe(ACCOUNT_IDS.shopper);
  });
});
