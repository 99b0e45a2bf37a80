import { entryStarter } from './entryStarter';
import type { HeadLink } from '../app/headTags';
import type { PageMeta } from '../pages/routeModule';

/** The client build's index.html, split where the server puts its parts. */
export interface DocumentTemplate {
  /** Everything before the `<html` tag's lang value is set (doctype). */
  readonly beforeHtml: string;
  /** From after `<html …>` up to the title (exclusive). */
  readonly headStart: string;
  /** From after the title up to `</head>` (exclusive): the build's scripts, preloads and styles. */
  readonly headEnd: string;
  /** From `</head>` to the root element (exclusive). */
  readonly bodyStart: string;
  /** After the root element to the end. */
  readonly bodyEnd: string;
  /** The build's entry modules (`<script type="module" src>`), imported by the document's starter. */
  readonly entryModules: readonly string[];
  /** The modules the entry imports (the build's module preloads), fetched together with it. */
  readonly modulePreloads: readonly string[];
  /** The build's stylesheet links, first in the head: the first paint waits for them. */
  readonly stylesheets: string;
}

const HTML_OPEN = /<html\b[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const HEAD_CLOSE = /<\/head>/i;
const ROOT = /<div id="root"><\/div>/i;
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>\s*/gi;

/** Splits the build's index.html; throws when it lacks `<html>`, `<title>`, `</head>` or `<div id="root"></div>`. */
export function parseDocumentTemplate(template: string): DocumentTemplate {
  const html = HTML_OPEN.exec(template);
  const title = TITLE.exec(template);
  const headClose = HEAD_CLOSE.exec(template);
  const root = ROOT.exec(template);
  if (!html || !title || !headClose || !root) {
    throw new Error('The document template needs <html>, <title>, </head> and <div id="root"></div> (the client build\'s index.html).');
  }
  const afterHtml = html.index + html[0].length;
  const afterTitle = title.index + title[0].length;
  const entryModules: string[] = [];
  const modulePreloads: string[] = [];
  const stylesheets: string[] = [];
  // The entry's script and module preloads leave the template: the document names them with the
  // start's and the page's own, in one list, after the stylesheets (composeDocument).
  const takeBuildTags = (part: string): string =>
    part
      .replace(STYLESHEET, (tag: string) => {
        stylesheets.push(tag.trim());
        return '';
      })
      .replace(ENTRY_SCRIPT, (_tag, src: string) => {
        entryModules.push(src);
        return '';
      })
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        modulePreloads.push(href);
        return '';
      });
  return {
    beforeHtml: template.slice(0, html.index),
    headStart: takeBuildTags(template.slice(afterHtml, title.index)),
    headEnd: takeBuildTags(template.slice(afterTitle, headClose.index)),
    bodyStart: template.slice(headClose.index, root.index),
    bodyEnd: takeBuildTags(template.slice(root.index + root[0].length)),
    entryModules,
    modulePreloads,
    stylesheets: stylesheets.map((tag) => `${tag}\n    `).join(''),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface HeadFields {
  /** The document title: the page's title and the shop's name. */
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  /** The page's absolute address (og:url). */
  readonly url: string;
  /** og:locale, e.g. th_TH. */
  readonly ogLocale: string;
  readonly page: PageMeta | null;
  /** The page's main picture as an absolute address. */
  readonly image?: string;
  /** Icons and the locale's web app manifest. */
  readonly links?: readonly HeadLink[];
  /** `<meta name="theme-color">`. */
  readonly themeColor?: string;
}

/** The head's title, description and Open Graph tags (link previewers and bots read them: spec §9). */
export function headTags(fields: HeadFields): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(fields.title)}</title>`,
    meta('name', 'description', fields.description),
    meta('property', 'og:site_name', fields.siteName),
    meta('property', 'og:title', fields.page?.title ?? fields.siteName),
    meta('property', 'og:description', fields.description),
    meta('property', 'og:url', fields.url),
    meta('property', 'og:locale', fields.ogLocale),
    meta('property', 'og:type', fields.page?.priceAmount !== undefined ? 'product' : 'website'),
  ];
  if (fields.image) tags.push(meta('property', 'og:image', fields.image));
  if (fields.themeColor) tags.push(meta('name', 'theme-color', fields.themeColor));
  for (const link of fields.links ?? []) {
    const optional = [
      link.as ? ` as="${escapeHtml(link.as)}"` : '',
      link.type ? ` type="${escapeHtml(link.type)}"` : '',
      link.sizes ? ` sizes="${escapeHtml(link.sizes)}"` : '',
      link.crossOrigin ? ' crossorigin' : '',
    ].join('');
    tags.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}"${optional} />`);
  }
  if (fields.page?.priceAmount !== undefined) {
    tags.push(meta('property', 'product:price:amount', fields.page.priceAmount.toFixed(2)));
    tags.push(meta('property', 'product:price:currency', 'THB'));
  }
  return tags.join('\n    ');
}

export interface DocumentParts {
  readonly lang: string;
  readonly head: string;
  readonly styles: string;
  readonly appHtml: string;
  /** Data elements the browser does not run, read by the browser entry (the boot payload's `<script type="application/json">`). */
  readonly data?: readonly string[];
  /** Inline script bodies run before the browser entry (the router's hydration data). */
  readonly scripts: readonly string[];
  /** The modules the browser's start imports before hydrating any page (the build's boot list), named after the entry's. */
  readonly bootPreloads?: readonly string[];
  /** The matched page's own modules, named after the entry's and the start's (pagePreloads.ts). */
  readonly pagePreloads?: readonly string[];
  readonly nonce?: string;
}

/** The preloads React writes first in the page's HTML for the pictures it renders eagerly (those with `fetchPriority="high"` come first on the line). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * The module preloads of every script the page needs before it works, each once: the entry, the
 * modules it imports, the start's own (`bootPreloads`) and the page's (`pagePreloads`). In the head,
 * the browser requests them all as the document arrives: one wave, not one after each import.
 */
function modulePreloadLinks(template: DocumentTemplate, parts: DocumentParts, nonce: string): string {
  const files = new Set([...template.entryModules, ...template.modulePreloads, ...(parts.bootPreloads ?? []), ...(parts.pagePreloads ?? [])]);
  return [...files].map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${nonce} />`).join('\n    ');
}

/**
 * The whole document: the template with the language, the head, the rendered page and its inline
 * data. The head names the stylesheet, the page's first pictures (React's preloads, taken out of
 * the page's HTML), then every script, then the page's own head (title, fonts…): on a slow line
 * what the first paint needs comes first, the scripts next, and the fonts (`font-display: optional`,
 * used when they are there in time) after them.
 */
export function composeDocument(template: DocumentTemplate, parts: DocumentParts): string {
  const nonce = parts.nonce ? ` nonce="${escapeHtml(parts.nonce)}"` : '';
  const pictures = LEADING_IMAGE_PRELOADS.exec(parts.appHtml)?.[0] ?? '';
  const appHtml = parts.appHtml.slice(pictures.length);
  const hasEntry = template.entryModules.length > 0;
  const scriptLinks = hasEntry ? `${modulePreloadLinks(template, parts, nonce)}\n    ` : '';
  const starter = hasEntry ? `<script type="module"${nonce}>${entryStarter(template.entryModules, parts.pagePreloads)}</script>` : '';
  const scripts = (parts.data ?? []).join('') + parts.scripts.map((body) => `<script${nonce}>${body}</script>`).join('') + starter;
  // styled-components reads the nonce from this meta for the style elements it adds in the browser.
  const nonceMeta = parts.nonce ? `<meta property="csp-nonce"${nonce} />\n    ` : '';
  const pictureLinks = pictures ? `${pictures}\n    ` : '';
  return (
    `${template.beforeHtml}<html lang="${escapeHtml(parts.lang)}">` +
    `${template.headStart}${nonceMeta}${template.stylesheets}${pictureLinks}${scriptLinks}${parts.head}${template.headEnd}${parts.styles}` +
    `${template.bodyStart}<div id="root">${appHtml}</div>${scripts}${template.bodyEnd}`
  );
}
