// The page-structure audit of the server-rendering check (hydration-check.mjs runs it on every page
// it has already opened, after hydration; it opens nothing itself). On each page it checks what a
// keyboard or screen-reader user meets first:
// - exactly one exposed h1, inside the page's one main landmark;
// - headings that never skip a level on the way down (h1 → h3 with no h2), and none before the h1;
// - landmarks: one main; the footer navigation where the layout shows it (routes whose handle says
//   `footerNav: true`), outside main; every landmark of a role that occurs more than once named.
//   The shared layout (src/app/layout) has no banner and no contentinfo of its own: each page draws
//   its top bar inside its main (a header there is no banner), so neither is required;
// - the skip link: the first Tab from the top of the page lands on it, it is on screen while it has
//   the focus, and Enter moves the focus to the main landmark;
// - a modal open on arrival holds the focus and closes on Escape (the skip link is checked after).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PAGES_DIR = new URL('../src/pages/', import.meta.url);

/** The route patterns whose handle shows the footer navigation (read from the route modules). */
export function footerNavPatterns() {
  const patterns = new Set();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(path, 'utf8');
        if (!/footerNav:\s*true/.test(source)) continue;
        const paths = /paths:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
        for (const match of paths.matchAll(/'([^']*)'/g)) patterns.add(match[1]);
      }
    }
  };
  visit(PAGES_DIR.pathname);
  return patterns;
}

/** Runs in the page: the headings, landmarks and h1 as a screen reader would meet them. */
function readStructure() {
  const exposed = (element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [inert], dialog:not([open])');
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label')?.trim();
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim();
  };
  const SECTIONING = 'article, aside, main, nav, section, [role="article"], [role="complementary"], [role="main"], [role="navigation"], [role="region"]';
  const roleOf = (element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit;
    switch (element.localName) {
      case 'main': return 'main';
      case 'nav': return 'navigation';
      case 'aside': return 'complementary';
      case 'header': return element.parentElement?.closest(SECTIONING) ? null : 'banner';
      case 'footer': return element.parentElement?.closest(SECTIONING) ? null : 'contentinfo';
      case 'section': return nameOf(element) ? 'region' : null;
      case 'form': return nameOf(element) ? 'form' : null;
      case 'search': return 'search';
      default: return null;
    }
  };
  const LANDMARK_ROLES = new Set(['main', 'navigation', 'complementary', 'banner', 'contentinfo', 'region', 'form', 'search']);
  const landmarks = [...document.body.querySelectorAll('main, nav, aside, header, footer, section, form, search, [role]')]
    .filter(exposed)
    .map((element) => ({ element, role: roleOf(element) }))
    .filter(({ role }) => role !== null && LANDMARK_ROLES.has(role));
  const mains = landmarks.filter(({ role }) => role === 'main').map(({ element }) => element);
  const main = mains[0] ?? null;

  const headings = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter(exposed)
    .map((element) => ({
      element,
      level: element.getAttribute('role') === 'heading' ? Number(element.getAttribute('aria-level') ?? 2) : Number(element.localName[1]),
      text: (element.textContent ?? '').trim().slice(0, 40),
    }));
  const problems = [];
  const h1s = headings.filter(({ level }) => level === 1);
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 (${h1s.map(({ text }) => `"${text}"`).join(', ') || 'none'}), expected exactly one`);
  for (const { text, element } of h1s) if (!main?.contains(element)) problems.push(`the h1 "${text}" is outside the main landmark`);
  let previous = 0;
  for (const { level, text } of headings) {
    if (previous === 0 && level !== 1) problems.push(`an h${level} "${text}" comes before the h1`);
    else if (level > previous + 1) problems.push(`heading levels skipped: h${previous} → h${level} "${text}"`);
    previous = level;
  }
  if (mains.length !== 1) problems.push(`${mains.length} main landmarks, expected one`);
  const byRole = new Map();
  for (const landmark of landmarks) byRole.set(landmark.role, [...(byRole.get(landmark.role) ?? []), landmark.element]);
  for (const [role, elements] of byRole) {
    if (elements.length < 2) continue;
    const unnamed = elements.filter((element) => !nameOf(element)).length;
    if (unnamed > 0) problems.push(`${elements.length} ${role} landmarks, ${unnamed} of them without a name`);
  }
  const navigationOutsideMain = (byRole.get('navigation') ?? []).filter((element) => !main?.contains(element)).length;
  return { problems, navigationOutsideMain, landmarks: landmarks.length, headings: headings.length };
}

/** Runs in the page after a key press: where the focus is, and whether it is on screen. */
function readFocus() {
  const active = document.activeElement;
  if (!active || active === document.body) return { kind: 'body' };
  const main = document.querySelector('main, [role="main"]');
  const rect = active.getBoundingClientRect();
  const style = getComputedStyle(active);
  const onScreen = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth && Number(style.opacity) > 0.5 && style.visibility === 'visible';
  const href = active.localName === 'a' ? active.getAttribute('href') ?? '' : '';
  const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
  return {
    kind: active === main ? 'main' : 'other',
    description: `${active.localName}${active.id ? `#${active.id}` : ''} "${(active.textContent ?? '').trim().slice(0, 30)}"`,
    onScreen,
    skipLink: target !== null && main !== null && (target === main || target.contains(main)),
  };
}

/**
 * Audits the open page (hydrated, nothing focused by the check yet). `footerNav` says whether the
 * layout shows the footer navigation on this route. Returns the problems found, as sentences.
 */
export async function auditPageStructure(page, { footerNav }) {
  const structure = await page.evaluate(readStructure);
  const problems = [...structure.problems];
  if (footerNav && structure.navigationOutsideMain === 0) problems.push('the layout shows the footer navigation here, but there is no navigation landmark outside main');
  // A page that opens a modal on arrival (the blogger programme's announcement): the focus is in
  // it and Escape closes it; the rest of the audit goes on behind it.
  const modal = await page.evaluate(() => {
    const open = document.querySelector('dialog:modal');
    return open ? { focused: open.contains(document.activeElement), name: open.getAttribute('aria-label') ?? open.querySelector('h1, h2, h3')?.textContent ?? '' } : null;
  });
  if (modal) {
    if (!modal.focused) problems.push(`the dialog "${modal.name}" open on arrival does not hold the focus`);
    await page.keyboard.press('Escape');
    if (await page.evaluate(() => document.querySelector('dialog:modal') !== null)) {
      problems.push(`the dialog "${modal.name}" open on arrival does not close on Escape`);
      return problems;
    }
  }
  // The skip link: from the top of the page (nothing focused), Tab, then Enter.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(readFocus);
  if (first.kind === 'body') problems.push('the first Tab focuses nothing (no skip link)');
  else if (!first.skipLink) problems.push(`the first Tab lands on ${first.description}, not on a skip link to the main landmark`);
  else {
    if (!first.onScreen) problems.push('the skip link stays off screen while it has the focus');
    await page.keyboard.press('Enter');
    const after = await page.evaluate(readFocus);
    if (after.kind !== 'main') problems.push(`the skip link moves the focus to ${after.kind === 'body' ? 'nothing' : after.description}, not to the main landmark`);
  }
  return problems;
}
