import { describe, expect, it } from 'vitest';
import { chatAddress, liveChatOffer, newChatId, type LiveChatInput } from './liveChat';

const ORIGIN = 'https://m.shop.example';
const base: LiveChatInput = {
  account: { kind: 'shopper', chatId: null },
  tourist: false,
  wechatLink: '/m/webview/event?chat=wechat',
  chatLink: '/m/webview/event?chat=live',
  chatHours: '09:00–21:00',
  origin: ORIGIN,
};

describe('liveChatOffer (spec §6: live chat needs login; tourists get WeChat)', () => {
  it('a signed-in shopper gets the shop chat, unavailable without a link', () => {
    expect(liveChatOffer(base)).toEqual({ kind: 'shopper', available: true, hours: '09:00–21:00' });
    expect(liveChatOffer({ ...base, chatLink: null })).toEqual({ kind: 'shopper', available: false, hours: '09:00–21:00' });
  });

  it('a guest is asked to sign in and come back to the help page', () => {
    expect(liveChatOffer({ ...base, account: { kind: 'guest' } })).toEqual({ kind: 'guest', signInHref: '/m/login.php?redirect=%2Fm%2Faccount%2Fhelp.php' });
  });

  it('a failed sign-in check offers a retry', () => {
    expect(liveChatOffer({ ...base, account: { kind: 'unknown' } })).toEqual({ kind: 'unknown' });
  });

  it('a Chinese tourist, signed in or not, gets the WeChat link when it is safe', () => {
    expect(liveChatOffer({ ...base, tourist: true })).toEqual({ kind: 'tourist', wechatHref: '/m/webview/event?chat=wechat' });
    expect(liveChatOffer({ ...base, tourist: true, account: { kind: 'guest' }, wechatLink: 'https://work.weixin.qq.com/kfid/kfc123' })).toEqual({
      kind: 'tourist',
      wechatHref: 'https://work.weixin.qq.com/kfid/kfc123',
    });
    const offsite = ['/\\evil.example', '\\\\evil.example', '%2F%2Fevil.example', ' https://evil.example', 'http:evil.example', 'https:/evil.example', 'HTTPS://EVIL.EXAMPLE/', 'JAVASCRIPT:alert(1)', 'https://evil\t.example/', '/\n/evil.example'];
    for (const hostile of ['javascript:alert(1)', 'https://evil.example/chat', '//evil.example', ...offsite, null, undefined, '']) {
      expect(liveChatOffer({ ...base, tourist: true, wechatLink: hostile })).toEqual({ kind: 'tourist', wechatHref: null });
    }
  });
});

describe('chatAddress', () => {
  it('adds the chat id to a shop path, keeping its query', () => {
    expect(chatAddress('/m/webview/event?chat=live', 'chat-900101', ORIGIN)).toBe('/m/webview/event?chat=live&chat_id=chat-900101');
  });

  it('replaces a chat id already there and encodes it', () => {
    expect(chatAddress('/m/webview/event?chat_id=old', 'a b&c', ORIGIN)).toBe('/m/webview/event?chat_id=a+b%26c');
  });
});

describe('newChatId', () => {
  it('is web- and a UUID, the form the shop accepts', () => {
    expect(newChatId()).toMatch(/^web-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newChatId()).not.toBe(newChatId());
  });
});
