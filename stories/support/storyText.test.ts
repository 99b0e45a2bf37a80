import { describe, expect, it } from 'vitest';
import { refusalShown } from './refusalShown';
import { storyLocale, storyText } from './storyText';

describe('storyText: the texts a play looks for, in the language the toolbar shows', () => {
  it.each([
    [{ locale: 'th_TH' }, 'รถเข็น (4)'],
    [{ locale: 'en_US' }, 'Cart (4)'],
    [{ locale: 'zh_CN' }, '购物车（4）'],
    // Nothing chosen: Thai, as the toolbar starts.
    [{}, 'รถเข็น (4)'],
    // A Chinese tourist sees Chinese whatever the language chosen (spec §4).
    [{ locale: 'en_US', tourist: 'on' }, '购物车（4）'],
  ])('%j → %s', (globals, title) => {
    expect(storyText({ globals })('cart:titleWithCount', { count: 4 })).toBe(title);
  });

  it('gives the locale the decorator renders the story in', () => {
    expect(storyLocale({ locale: 'en_US' })).toBe('en_US');
    expect(storyLocale({ locale: 'zh_CN', tourist: 'off' })).toBe('zh_CN');
    expect(storyLocale({ locale: 'fr_FR' })).toBe('th_TH');
  });

  it('throws for a key no locale has, so a play never looks for a key by mistake', () => {
    expect(() => storyText({ globals: { locale: 'en_US' } })('cart:noSuchText')).toThrow('cart:noSuchText');
  });
});

describe('refusalShown', () => {
  it.each(['Sorry, that did not work (code 1).', 'ขออภัย ไม่สามารถดำเนินการได้ (รหัส 1)', '抱歉，操作失败（代码 1）。'])('finds %s', (toast) => {
    expect(refusalShown(1).test(toast)).toBe(true);
    expect(refusalShown(12).test(toast)).toBe(false);
  });
});
