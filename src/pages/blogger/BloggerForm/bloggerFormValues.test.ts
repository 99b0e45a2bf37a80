import { describe, expect, it } from 'vitest';
import { applicationOf, checkBloggerForm, EMPTY_FORM, hasErrors, type BloggerFormValues } from './bloggerFormValues';

const MESSAGES = { url: 'https please', categories: 'pick one' };

const FILLED: BloggerFormValues = {
  channels: [
    { platform: 'instagram', url: ' https://instagram.com/mali ', followers: '12400' },
    { platform: 'tiktok', url: 'https://tiktok.com/@mali', followers: '3200' },
  ],
  categories: ['skincare', 'makeup'],
  phone: '0812345678',
  email: '',
};

describe('the blogger application form', () => {
  it('an empty form: every required field in the spec §5 words (zh_CN), the form’s own messages', () => {
    const errors = checkBloggerForm(EMPTY_FORM, 'zh_CN', MESSAGES);
    expect(errors).toEqual({
      channels: { 0: { platform: '必填项不能为空', url: '必填项不能为空', followers: '必填项不能为空' } },
      categories: 'pick one',
      phone: '必填项不能为空',
    });
  });

  it('a link that is not https, a bad phone and a bad email', () => {
    const errors = checkBloggerForm({ ...FILLED, channels: [{ platform: 'blog', url: 'http://mali.blog', followers: '10' }], phone: '812345678', email: 'mali@' }, 'zh_CN', MESSAGES);
    expect(errors).toEqual({ channels: { 0: { url: 'https please' } }, phone: '手机号格式不正确', email: '邮箱格式不正确' });
  });

  it('an unknown platform (a tampered select) is refused', () => {
    expect(checkBloggerForm({ ...FILLED, channels: [{ platform: 'myspace', url: 'https://myspace.com/m', followers: '1' }] }, 'en_US', MESSAGES).channels).toHaveProperty('0.platform');
  });

  it('a good form has no errors and makes the payload: the main channel and every channel in lists', () => {
    expect(hasErrors(checkBloggerForm(FILLED, 'th_TH', MESSAGES))).toBe(false);
    expect(applicationOf(FILLED)).toEqual({
      main_platform: 'instagram',
      profile_url: 'https://instagram.com/mali',
      followers: 12400,
      channel_platform: ['instagram', 'tiktok'],
      channel_url: ['https://instagram.com/mali', 'https://tiktok.com/@mali'],
      channel_followers: [12400, 3200],
      categories: ['skincare', 'makeup'],
      phone: '0812345678',
    });
  });
});
