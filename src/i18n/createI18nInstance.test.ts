import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './createI18nInstance';

const translations = () => ({ th_TH: { common: { hello: 'สวัสดี' } } });

describe('createI18nInstance', () => {
  it('copies the resources it is given: a change to them later does not reach the instance', () => {
    const resources = translations();
    const i18n = createI18nInstance({ locale: 'th_TH', resources });
    resources.th_TH.common.hello = 'changed';
    expect(i18n.t('hello')).toBe('สวัสดี');
  });

  it('takes over resources the caller owns, without a copy, and translates with them', () => {
    const resources = translations();
    const i18n = createI18nInstance({ locale: 'th_TH', resources, owned: true });
    expect(i18n.t('hello')).toBe('สวัสดี');
    expect(i18n.getResourceBundle('th_TH', 'common')).toBe(resources.th_TH.common);
  });
});
