import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { couponText, formatPercent } from './couponText';

describe('couponText', () => {
  const en = createI18n({ locale: 'en_US' }).getFixedT('en_US', 'commerce');
  const th = createI18n({ locale: 'th_TH' }).getFixedT('th_TH', 'commerce');
  const zh = createI18n({ locale: 'zh_CN' }).getFixedT('zh_CN', 'commerce');

  it('says what each of the four coupon types gives (spec §3)', () => {
    expect(couponText({ type: 0, value: 100 }, en, 'en_US')).toBe('฿100 off');
    expect(couponText({ type: 1, value: 15 }, en, 'en_US')).toBe('15% off');
    expect(couponText({ type: 2 }, en, 'en_US')).toBe('Free shipping');
    expect(couponText({ type: 3 }, en, 'en_US')).toBe('Free gift');
  });

  it('speaks Thai and Chinese', () => {
    expect(couponText({ type: 0, value: 1250.5 }, th, 'th_TH')).toBe('ลด ฿1,250.50');
    expect(couponText({ type: 1, value: 7.5 }, zh, 'zh_CN')).toBe('减7.5%');
  });

  it('formats percentages without grouping and with at most one decimal', () => {
    expect(formatPercent(12.345, 'en_US')).toBe('12.3');
    expect(formatPercent(1000, 'en_US')).toBe('1000');
  });
});
