import { describe, expect, it } from 'vitest';
import { helpTopicsSchema, myQuestionPageSchema, npsStatusSchema } from '../../../src/api/schemas/help';
import { mockRequestOf } from '../../handlers/core';
import { userCenterMocks } from '../../handlers/userCenter';
import { recordUpload } from '../booking/storageOps';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import { currentAccount } from './accountOps';
import { helpUserCenterMocks } from './helpUserCenterMocks';
import { sendFeedback, sendNps } from './profileOps';

const failed = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};

describe('help topics', () => {
  it.each(['th_TH', 'en_US', 'zh_CN'] as const)('answers the topics and the live chat in %s, for anyone', (locale) => {
    const answer = helpTopicsSchema.parse(helpUserCenterMocks.getHelpTopics.ok(mockRequestOf(buildShopState('guest'), {}, locale)));
    expect(answer.topics.length).toBeGreaterThanOrEqual(6);
    expect(new Set(answer.topics.map((topic) => topic.id)).size).toBe(answer.topics.length);
    expect(answer.live_chat?.link).toMatch(/^\/m\//);
    expect(helpUserCenterMocks.getHelpTopics.needsLogin).toBeUndefined();
  });

  it('is composed into the user-centre mocks', () => {
    expect(userCenterMocks.getHelpTopics).toBe(helpUserCenterMocks.getHelpTopics);
    expect(userCenterMocks.getMyQuestions).toBe(helpUserCenterMocks.getMyQuestions);
    expect(userCenterMocks.getNpsStatus).toBe(helpUserCenterMocks.getNpsStatus);
  });
});

describe('my questions', () => {
  it('the shopper has seven questions, newest first, in pages of five; answered and waiting ones', () => {
    const state = buildShopState('shopper');
    const first = myQuestionPageSchema.parse(helpUserCenterMocks.getMyQuestions.ok(mockRequestOf(state, {}, 'en_US')));
    expect(first.list).toHaveLength(5);
    expect(first.paging).toMatchObject({ page: 1, total: 7, has_more: true });
    expect(first.list.map((question) => question.created_at)).toEqual([...first.list.map((question) => question.created_at)].sort().reverse());
    expect(first.list[0]?.answers).toEqual([]);
    expect(first.list[1]?.answers.map((answer) => answer.is_official)).toEqual([true, false]);
    expect(first.list[1]?.product.name).toBe('Turmeric Brightening Serum 30 ml');
    const second = myQuestionPageSchema.parse(helpUserCenterMocks.getMyQuestions.ok(mockRequestOf(state, { page: '2' }, 'zh_CN')));
    expect(second.list).toHaveLength(2);
    expect(second.paging).toMatchObject({ page: 2, has_more: false });
  });

  it('a new shopper has none; a guest is refused', () => {
    expect(helpUserCenterMocks.getMyQuestions.ok(mockRequestOf(buildShopState('newShopper')))).toMatchObject({ list: [], paging: { total: 0 } });
    expect(failed(helpUserCenterMocks.getMyQuestions.ok(mockRequestOf(buildShopState('guest')))).code).toBe(401);
  });
});

describe('NPS', () => {
  it('remembers one answer per account and refuses a second', () => {
    const state = buildShopState('shopper');
    const status = () => npsStatusSchema.parse(helpUserCenterMocks.getNpsStatus.ok(mockRequestOf(state)));
    expect(status()).toMatchObject({ answered: false, score: null });
    expect(failed(sendNps(state, { score: '' })).code).toBe(1);
    expect(failed(sendNps(state, { score: '7.5' })).code).toBe(1);
    expect(sendNps(state, { score: '0', comment: ' ช้าไปหน่อย ' })).toBeNull();
    expect(status()).toMatchObject({ answered: true, score: 0 });
    expect(failed(sendNps(state, { score: '10' })).text('en_US')).toBe('You have already answered this survey. Thank you.');
    expect(currentAccount(state)?.feedback.filter((entry) => entry.kind === 'nps')).toHaveLength(1);
  });

  it('keeps the answer however much feedback follows', () => {
    const state = buildShopState('shopper');
    sendNps(state, { score: '9' });
    for (let i = 0; i < 60; i += 1) sendFeedback(state, { content: `ดีมาก ${i}` });
    expect(currentAccount(state)?.feedback).toHaveLength(50);
    expect(status(state)).toBe(true);
  });
});

function status(state: ReturnType<typeof buildShopState>): boolean {
  return npsStatusSchema.parse(helpUserCenterMocks.getNpsStatus.ok(mockRequestOf(state))).answered;
}

describe('feedback', () => {
  it('keeps the category and recorded photos; refuses an unknown category, unrecorded or too many photos', () => {
    const state = buildShopState('shopper');
    const paths = ['feedback/2025/03/a.jpg', 'feedback/2025/03/b.jpg', 'feedback/2025/03/c.jpg', 'feedback/2025/03/d.jpg'];
    for (const path of paths) recordUpload(state, { path, size: 10, biz_type: 'feedback' });
    expect(failed(sendFeedback(state, { content: 'ok', category: 'spam' })).code).toBe(1);
    expect(failed(sendFeedback(state, { content: 'ok', images: ['feedback/2025/03/unknown.jpg'] })).code).toBe(1);
    expect(failed(sendFeedback(state, { content: 'ok', images: paths })).code).toBe(1);
    expect(sendFeedback(state, { content: 'แพ็กของดีมาก', category: 'delivery', images: paths.slice(0, 3) })).toBeNull();
    expect(currentAccount(state)?.feedback.at(-1)).toMatchObject({ kind: 'feedback', category: 'delivery', images: paths.slice(0, 3) });
  });
});
