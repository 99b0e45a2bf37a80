// What the hostile content check (scripts/hostile-content-check.mjs) watches on every page it opens:
// payloads that ran (the `__hostile` global, dialogs, navigation away), page and console errors,
// content security policy violations, horizontal overflow at 375 px, a blank main, unsafe links,
// and which expected texts the page shows.

/** Installed in every page before its scripts: the trace a payload leaves if it runs, and CSP violations. */
export const INSTALL_TRACES = () => {
  window.__hostileCalls = [];
  window.__hostile = (n) => window.__hostileCalls.push(n);
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'document'}:${event.lineNumber})`);
  });
};

/** Whitespace-collapsed NFC text, the same on both sides of a comparison (the backend trims). */
export const normalize = (text) => text.normalize('NFC').replace(/[\s\u2028\u2029]+/g, ' ').trim();

/** What a page should show of a written text: all of it, or a prefix of a very long one. */
export function expectedOf(text, keep = Infinity) {
  const kept = normalize([...text.trim()].slice(0, keep).join(''));
  return [...kept].length > 200 ? [...kept].slice(0, 120).join('') : kept;
}

/**
 * Watches one page for the whole check: returns `take()`, which answers the problems seen since the
 * last call (payloads that ran, dialogs, page and console errors, navigation off the origin).
 */
export function watchPage(page, origin) {
  let problems = [];
  let executions = 0;
  let blockedByConsole = 0;
  page.on('dialog', (dialog) => {
    executions += 1;
    problems.push(`a ${dialog.type()} dialog opened: ${dialog.message().slice(0, 80)}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A policy violation is also logged: it is counted once, as blocked, from the violation event.
    if (/Content Security Policy|Trusted Type/i.test(text)) {
      blockedByConsole += 1;
      return;
    }
    problems.push(`console error: ${text.slice(0, 200)}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith(origin)) {
      executions += 1;
      problems.push(`the page navigated away to ${url.slice(0, 80)}`);
    }
  });
  return {
    take() {
      const taken = { problems, executions, blockedByConsole };
      problems = [];
      executions = 0;
      blockedByConsole = 0;
      return taken;
    },
  };
}

/** Runs in the page: everything the check asserts on the rendered document. */
export const PROBE = (expected) => {
  const norm = (text) => text.normalize('NFC').replace(/[\s\u2028\u2029]+/g, ' ').trim();
  const viewport = document.documentElement.clientWidth;
  const main = document.querySelector('main');
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
  const parts = [];
  const textNodes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement && !node.parentElement.closest([...skip].join(',')) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    parts.push(node.data);
    if (main?.contains(node) && node.data.trim() !== '') textNodes.push(node);
  }
  const shown = norm(parts.join(' '));
  const missing = expected.filter((text) => text !== '' && !shown.includes(text));

  /** Beyond the viewport unless an ancestor that fits the viewport clips it (a carousel, a scroll box). */
  const clippedBy = (element) => {
    for (let up = element; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible') {
        const box = up.getBoundingClientRect();
        if (box.right <= viewport + 1 && box.left >= -1) return true;
      }
      if (style.position === 'fixed' && up !== element) break;
    }
    return false;
  };
  const describe = (element) =>
    `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 40)}"` : ''}> "${norm(element.textContent ?? '').slice(0, 40)}"`;
  const overflow = [];
  if (document.documentElement.scrollWidth > viewport + 1) overflow.push(`the document is ${document.documentElement.scrollWidth} px wide`);
  if (main) {
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > viewport + 1 || box.left < -1) && !clippedBy(element.parentElement)) overflow.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    for (const node of textNodes) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      if ((box.right > viewport + 1 || box.left < -1) && !clippedBy(node.parentElement)) overflow.push(`text "${norm(node.data).slice(0, 30)}" in ${describe(node.parentElement)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
  }
  const unsafe = [];
  for (const element of document.querySelectorAll('a[href], area[href], iframe[src], form[action], object[data], embed[src], base[href]')) {
    const value = element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? element.getAttribute('data') ?? '';
    if (/^\s*(javascript|vbscript|data):/i.test(value.replace(/[\s\p{Cc}]/gu, ''))) unsafe.push(`<${element.tagName.toLowerCase()}> to ${value.slice(0, 60)}`);
  }
  // Elements a payload would bring in, were any markup parsed (never in the app's own main).
  const injected = main ? [...main.querySelectorAll('script, iframe, object, embed, svg [onload], img[onerror], marquee, details[ontoggle], base, meta')].map((element) => `<${element.tagName.toLowerCase()}>`) : [];
  return {
    calls: window.__hostileCalls ?? [],
    violations: window.__cspViolations ?? [],
    missing,
    overflow: overflow.slice(0, 5),
    overflowCount: overflow.length,
    unsafe,
    injected,
    blank: !main || (norm(main.innerText ?? '') === '' && main.querySelector('img') === null),
  };
};
