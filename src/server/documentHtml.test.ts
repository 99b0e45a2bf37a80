import { describe, expect, it } from 'vitest';
import { composeDocument, escapeHtml, headTags, parseDocumentTemplate } from './documentHtml';

const TEMPLATE = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>Beauty storefront</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the document', () => {
  it('puts the language, head, styles, page and inline data where they belong', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), {
      lang: 'en-US',
      head: '<title>Cart</title>',
      styles: '<style>a{}</style>',
      appHtml: '<main>Cart</main>',
      scripts: ['window.a=1;'],
      nonce: 'n0nce',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    // The nonce goes on the module preloads too ('strict-dynamic'), and into the meta styled-components reads.
    expect(html).toContain('<meta property="csp-nonce" nonce="n0nce" />\n    <title>Cart</title>\n    <link nonce="n0nce" fetchpriority="low" rel="modulepreload" crossorigin href="/assets/index.js" />\n    <style>a{}</style></head>');
    expect(html).toContain('<div id="root"><main>Cart</main></div><script nonce="n0nce">window.a=1;</script><script type="module" nonce="n0nce">');
    expect(html).toContain('import("/assets/index.js")');
    expect(html).toContain('requestAnimationFrame(');
    expect(html).not.toMatch(/<script type="module" src=/);
    expect(html).not.toContain('Beauty storefront');
  });

  it('leaves the preloads and the head alone without a nonce', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), { lang: 'th-TH', head: '<title>Cart</title>', styles: '', appHtml: '<main>Cart</main>', scripts: [] });
    expect(html).not.toContain('nonce');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/index.js" />');
  });

  it('escapes what pages put in the head', () => {
    const tags = headTags({
      title: '"><script>alert(1)</script>',
      description: "Tom & Jerry's",
      siteName: 'Shop',
      url: 'https://shop.example/m?a=1&b=2',
      ogLocale: 'th_TH',
      page: { title: '<b>', priceAmount: 690 },
      links: [
        { rel: 'manifest', href: '/manifest.th.webmanifest' },
        { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32' },
        { rel: 'preload', href: '/assets/thai.woff2', as: 'font', type: 'font/woff2', crossOrigin: true },
      ],
      themeColor: '#e8336e',
    });
    expect(tags).toContain('<link rel="manifest" href="/manifest.th.webmanifest" />');
    expect(tags).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32" />');
    expect(tags).toContain('<meta name="theme-color" content="#e8336e" />');
    expect(tags).toContain('<link rel="preload" href="/assets/thai.woff2" as="font" type="font/woff2" crossorigin />');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('content="Tom &amp; Jerry&#39;s"');
    expect(tags).toContain('<meta property="product:price:amount" content="690.00" />');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
