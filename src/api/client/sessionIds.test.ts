import { describe, expect, it } from 'vitest';
import { captureShareIds, createMemoryStorage, ensureClientSessionId, readShareIds, STORAGE_KEYS } from './sessionIds';

describe('client session id', () => {
  it('is created once and kept in session storage', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const createId = () => `id-${++n}`;
    expect(ensureClientSessionId(storage, createId)).toBe('id-1');
    expect(ensureClientSessionId(storage, createId)).toBe('id-1');
    expect(storage.dump()[STORAGE_KEYS.clientSessionId]).toBe('id-1');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(ensureClientSessionId(broken, () => 'fresh')).toBe('fresh');
  });
});

describe('share ids', () => {
  it('come from the query first, then the cookie, and are kept in session storage', () => {
    const storage = createMemoryStorage();
    const ids = captureShareIds(storage, { search: '?share_user_id=u42', cookie: 'share_user_id=c1; affiliate_link_id=aff-7' });
    expect(ids).toEqual({ shareUserId: 'u42', affiliateLinkId: 'aff-7' });
    expect(storage.dump()).toMatchObject({ [STORAGE_KEYS.shareUserId]: 'u42', [STORAGE_KEYS.affiliateLinkId]: 'aff-7' });
    // A later page without them keeps the stored ones.
    expect(captureShareIds(storage, { search: '', cookie: '' })).toEqual({ shareUserId: 'u42', affiliateLinkId: 'aff-7' });
    expect(readShareIds(storage)).toEqual({ shareUserId: 'u42', affiliateLinkId: 'aff-7' });
  });

  it('ignores values that are not plain ids', () => {
    const storage = createMemoryStorage();
    expect(captureShareIds(storage, { search: '?share_user_id=%3Cscript%3E&affiliate_link_id=' })).toEqual({});
  });
});
