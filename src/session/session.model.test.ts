import { describe, expect, it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../machines/testing/modelTest';
import { sessionMachine } from './session.machine';

describe('session model', () => {
  it('covers every transition of the store', async () => {
    const coverage = await runModelTest({
      machine: sessionMachine,
      input: {},
      events: [
        { type: 'login.seen', isLogin: true },
        { type: 'login.seen', isLogin: false },
        { type: 'user.loaded', userData: { id: '7', username: 'ploy' } },
        { type: 'cart.count', count: 3 },
        { type: 'layout.brandInfo', brandInfo: null, brandNav: [] },
        { type: 'layout.brandInfoIgnored' },
        { type: 'layout.footNav', footNavData: [], WeChat: { login_link: '/wx' } },
        { type: 'locale.set', locale: 'en_US' },
        { type: 'tourist.set', on: true },
        { type: 'tourist.set', on: false },
        { type: 'searchWord.set', searchWord: 'กันแดด' },
        { type: 'transLang.set', transLang: 'th_TH' },
        { type: 'surprise.set', surprise_id: '9', surprise_images: [] },
        { type: 'bindPhone.request', submit_param: { team_id: '1' }, bind_phone_tip: 'tip' },
        { type: 'bindPhone.close' },
        { type: 'captcha.start', source: 'addToCart' },
        { type: 'captcha.finish', verified: true },
        { type: 'captcha.cancel', source: 'addToCart' },
        { type: 'bundle.tips', bundle_tips: 'tip', last_bundle_tip_time: 1 },
        { type: 'bundle.dismiss', never: true },
        { type: 'toast.show', text: 'hello', tone: 'success' },
        { type: 'toast.dismiss', id: 'toast-1' },
      ],
      // One state; the login and tourist flags and the open captcha are what its guarded branches depend on.
      serialize: (s) => ({ login: s.context.isLogin, tourist: s.context.is_chinese_tourists, captcha: s.context.verifySource }),
    });
    expectFullCoverage(coverage);
    expect(coverage.emitted.some((e) => e.type === 'captcha.finished')).toBe(true);
  });
});
