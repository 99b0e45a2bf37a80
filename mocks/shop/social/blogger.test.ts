import { describe, expect, it } from 'vitest';
import { bloggerCashbackSchema } from '../../../src/api/schemas/blogger';
import { communityMocks } from '../../handlers/community';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { applyBlogger, bloggerExtras, bloggerProgress, type BloggerApplication } from './blogger';
import { bloggerCashback } from './bloggerCashback';
import { bloggerMessages } from './bloggerMessages';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

const application = (overrides: Partial<BloggerApplication> = {}): BloggerApplication => ({
  platform: 'tiktok',
  profile_url: 'https://www.tiktok.com/@kanthida',
  followers: 3_200,
  ...overrides,
});

describe('blogger programme', () => {
  it('the shopper’s application is being reviewed (the fixture’s progress)', () => {
    expect(socialUserCenterMocks.getBloggerProgress.ok(testRequest(buildShopState('shopper')))).toEqual({
      status: 'applying',
      cashback_total: 0,
      message: null,
      form_url: '/m/blogger/blogger_form',
      applied_at: '2025-03-07 09:15:00',
    });
  });

  it('one application at a time: a pending one is refused (4131), an approved blogger too (4132)', () => {
    expect(failed(applyBlogger(buildShopState('shopper'), application())).code).toBe(4_131);
    expect(failed(applyBlogger(buildShopState('tourist'), application())).code).toBe(4_132);
  });

  it('a new shopper applies: the progress then reads applying', () => {
    const state = buildShopState('newShopper');
    expect(bloggerProgress(state, ACCOUNT_IDS.newShopper, 'en_US').status).toBe('none');
    expect(succeeded(applyBlogger(state, application())).applied_at).toBe('2025-03-14 10:31:00');
    expect(bloggerProgress(state, ACCOUNT_IDS.newShopper, 'en_US').status).toBe('applying');
    expect(failed(applyBlogger(state, application())).code).toBe(4_131);
  });

  it('a rejected applicant may apply again', () => {
    const state = buildShopState('newShopper');
    succeeded(applyBlogger(state, application()));
    const record = state.social.blogger[ACCOUNT_IDS.newShopper];
    if (!record) throw new Error('no application');
    record.status = 'rejected';
    expect(succeeded(applyBlogger(state, application({ followers: 5_000 }))).status).toBe('applying');
  });

  it.each([
    ['an unknown platform', { platform: 'myspace' }],
    ['a link that is not https', { profile_url: 'http://example.com/me' }],
    ['a negative follower count', { followers: -1 }],
    ['no follower count', { followers: undefined }],
  ])('refuses %s (errcode 1)', (_name, overrides: Partial<BloggerApplication>) => {
    expect(failed(applyBlogger(buildShopState('newShopper'), application(overrides))).code).toBe(1);
  });

  it('the endpoints need login; applyBlogger answers the new progress', () => {
    expect(failed(applyBlogger(buildShopState('guest'), application())).code).toBe(401);
    expect(socialUserCenterMocks.getBloggerProgress.needsLogin).toBe(true);
    const state = buildShopState('newShopper');
    const answer = communityMocks.applyBlogger.ok(testRequest(state, { main_platform: 'youtube', profile_url: 'https://youtube.com/@k', followers: '12' }));
    expect(answer).toMatchObject({ status: 'applying', cashback_total: 0 });
  });
});

describe('blogger programme: form extras, messages and cashback', () => {
  it('keeps every channel and category of the form; refuses an unknown category or a bad channel', () => {
    const state = buildShopState('newShopper');
    const channels = [
      { platform: 'instagram', profile_url: 'https://instagram.com/k', followers: 1200 },
      { platform: 'tiktok', profile_url: 'https://tiktok.com/@k', followers: 300 },
    ];
    expect(succeeded(applyBlogger(state, application({ channels, categories: ['skincare'] })))).toMatchObject({ channels, categories: ['skincare'] });
    expect(failed(applyBlogger(buildShopState('newShopper'), application({ categories: ['cars'] }))).code).toBe(1);
    expect(failed(applyBlogger(buildShopState('newShopper'), application({ channels: [{ platform: 'tiktok', profile_url: 'ftp://x', followers: 1 }] }))).code).toBe(1);
  });

  it('reads the form lists of the request', () => {
    expect(bloggerExtras({ channel_platform: ['youtube'], channel_url: ['https://youtube.com/@k'], channel_followers: ['12'], categories: ['makeup'] })).toEqual({
      channels: [{ platform: 'youtube', profile_url: 'https://youtube.com/@k', followers: 12 }],
      categories: ['makeup'],
    });
  });

  it('messages: the announcement for everyone; the receipt after applying; the result once decided', () => {
    expect(messagesOf(buildShopState('newShopper')).map((message) => message.kind)).toEqual(['announcement']);
    expect(messagesOf(buildShopState('shopper')).map((message) => message.kind)).toEqual(['announcement', 'notice']);
    expect(messagesOf(buildShopState('tourist')).map((message) => message.kind)).toEqual(['announcement', 'result', 'notice']);
    expect(failed(bloggerMessages(buildShopState('guest'), 'en_US')).code).toBe(401);
  });

  it('cashback: the approved blogger’s lines add up to the total; withdrawn plus available is the total', () => {
    const cashback = bloggerCashbackSchema.parse(succeeded(bloggerCashback(buildShopState('tourist'), 'en_US')));
    expect(cashback.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(1_250);
    expect(cashback.withdrawn + cashback.available).toBe(1_250);
    expect(succeeded(bloggerCashback(buildShopState('shopper'), 'en_US'))).toEqual({ total: 0, withdrawn: 0, available: 0, lines: [], withdrawals: [] });
    expect(failed(bloggerCashback(buildShopState('guest'), 'en_US')).code).toBe(401);
  });
});

function messagesOf(state: ReturnType<typeof buildShopState>) {
  return succeeded(bloggerMessages(state, 'en_US')).list;
}
