import { describe, expect, it } from 'vitest';
import { communityMocks } from '../../handlers/community';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { applyBlogger, bloggerProgress, type BloggerApplication } from './blogger';
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
    const answer = communityMocks.applyBlogger.ok(testRequest(state, { platform: 'youtube', profile_url: 'https://youtube.com/@k', followers: '12' }));
    expect(answer).toMatchObject({ status: 'applying', cashback_total: 0 });
  });
});
