import { describe, expect, it } from 'vitest';
import { PRELOADS_GLOBAL } from '../app/document/documentPreloads';
import { composeDocument, escapeHtml, headTags, parseDocumentTemplate, type DocumentParts } from './documentHtml';
import { entryStarter } from './entryStarter';

const TEMPLATE = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>Beauty storefront</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A plain page, no nonce: each test changes only what it checks. */
const CART_PAGE: DocumentParts = { lang: 'th-TH', head: '<title>Cart</title>', styles: '', appHtml: '<main>Cart</main>', scripts: [] };

describe('the document', () => {
  it('puts the language, head, styles, page and inline data where they belong', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), {
      lang: 'en-US',
      head: '<title>Cart</title>',
      styles: '<style>a{}</style>',
      appHtml: '<main>Cart</main>',
      data: ['<script type="application/json" id="data">{}</script>'],
      scripts: ['window.a=1;'],
      nonce: 'n0nce',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    // The nonce goes into the meta styled-components reads, then the stylesheet, the scripts, the page's head.
    expect(html).toContain(
      '<meta property="csp-nonce" nonce="n0nce" />\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="modulepreload" crossorigin href="/assets/index.js" nonce="n0nce" />\n    <link rel="modulepreload" crossorigin href="/assets/react.js" nonce="n0nce" />\n    <title>Cart</title>\n    <style>a{}</style></head>',
    );
    expect(html).toContain('<div id="root"><main>Cart</main></div><script type="application/json" id="data">{}</script><script nonce="n0nce">window.a=1;</script><script type="module" nonce="n0nce">');
    expect(html).not.toMatch(/<script type="module"[^>]* src=/);
    expect(html).not.toContain('Beauty storefront');
  });

  it('sends no nonce without one', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), CART_PAGE);
    expect(html).not.toContain('nonce=');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index.js" />');
  });

  it('names every script the page needs in its head, once: the entry’s, the start’s, then the page’s', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), {
      ...CART_PAGE,
      bootPreloads: ['/assets/envelope.js', '/assets/react.js'],
      pagePreloads: ['/assets/Cart.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const named = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    expect(named).toEqual(['/assets/index.js', '/assets/react.js', '/assets/envelope.js', '/assets/Cart.js']);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('names the page’s first pictures before its scripts, taken out of the page’s HTML', () => {
    const picture = '<link rel="preload" as="image" href="/static/mock/team-1.webp" fetchPriority="high"/>';
    const html = composeDocument(parseDocumentTemplate(TEMPLATE), { ...CART_PAGE, appHtml: `${picture}<main><img src="/static/mock/team-1.webp" /></main>` });
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf(picture));
    expect(html.indexOf(picture)).toBeLessThan(html.indexOf('modulepreload'));
    expect(html).toContain('<div id="root"><main><img');
    expect(html.split(picture)).toHaveLength(2);
  });

  it('sends no scripts when the build has no entry', () => {
    const html = composeDocument(parseDocumentTemplate(TEMPLATE.replace(/<script[^>]*><\/script>/, '')), CART_PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script');
  });
});

describe('the entry starter', () => {
  /** Runs the starter with the browser's globals it uses stood in for: what it imports and what it tells the start. */
  function runStarter(entryModules: readonly string[], pagePreloads?: readonly string[]) {
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    const body = entryStarter(entryModules, pagePreloads).replaceAll('import(', 'load(');
    (new Function('window', 'load', body) as (window: Record<string, unknown>, load: (src: string) => void) => void)(window, (src) => imported.push(src));
    return { imported, told: window[PRELOADS_GLOBAL] };
  }

  it('imports the entry at once and tells the start the page’s own files', () => {
    const run = runStarter(['/assets/index.js'], ['/assets/route.js', '/assets/Cart.js']);
    expect(run.imported).toEqual(['/assets/index.js']);
    expect(run.told).toEqual(['/assets/route.js', '/assets/Cart.js']);
  });

  it('tells the start of no page files when the page has none', () => {
    expect(runStarter(['/assets/index.js']).told).toEqual([]);
  });

  it('writes no raw `<` into the inline script', () => {
    const body = entryStarter(['/assets/index.js'], ['/assets/</script><script>alert(1)</script>.js']);
    expect(body).not.toContain('<');
    expect(runStarter(['/assets/index.js'], ['/assets/</script>.js']).imported).toEqual(['/assets/index.js']);
  });
});

describe('the head', () => {
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
