// One page load of scripts/hostile-routes-check.mjs and what it must show: no server error, no page
// error, no console error (but the document's own 404 of a not-found page), a hydrated page
// (html[data-storefront-ready="true"]) whose main region shows its content or a clear message, and
// no link or form that leaves the shop for the hostile address the input carried.

const READY_TIMEOUT = 12_000;

/** What a main region shows: its text and whether it has a heading or an alert/status message. */
function mainSummary() {
  const main = document.querySelector('main');
  if (!main) return null;
  const text = (main.innerText ?? '').trim();
  const visible = (element) => element.getClientRects().length > 0 && (element.textContent ?? '').trim() !== '';
  const headed = [...main.querySelectorAll('h1, h2, h3, [role="heading"], [role="alert"], [role="status"]')].some(visible);
  return { text: text.slice(0, 200), length: text.length, headed, busy: main.querySelector('[aria-busy="true"]') !== null };
}

/** Every address of the page a click may leave by (links, forms, frames), and injected markup. */
function leavingAddresses() {
  const addresses = [];
  for (const link of document.querySelectorAll('a[href]')) addresses.push(link.href);
  for (const form of document.querySelectorAll('form[action]')) addresses.push(form.action);
  for (const frame of document.querySelectorAll('iframe[src]')) addresses.push(frame.src);
  return { addresses, injected: document.querySelectorAll('#injected').length };
}

/** A link that would take the shopper off the shop to the attacker, or run script. */
export function hostileAddress(href, origin) {
  let url;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (/^(javascript|data|vbscript):/i.test(url.protocol)) return true;
  return url.hostname.endsWith('evil.example');
}

/** Opens `path` in `context` and returns the problems found (empty when the page held). */
export async function visit(context, origin, path) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  page.on('dialog', (dialog) => {
    problems.push(`a script from the input ran: ${dialog.message()}`);
    void dialog.dismiss();
  });
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded', timeout: 20_000 });
    const status = response?.status() ?? 0;
    if (status >= 500 || status === 0) problems.push(`status ${status}`);
    if (status === 404) {
      const own = problems.findIndex((problem) => problem.startsWith('console error: Failed to load resource: the server responded with a status of 404'));
      if (own >= 0) problems.splice(own, 1);
    }
    try {
      await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: READY_TIMEOUT });
    } catch {
      problems.push('the page never became interactive');
    }
    // The page settles: loaders in the browser answer, messages appear.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => {});
    const summary = await page.evaluate(mainSummary);
    if (!summary) problems.push('no main region');
    else if (summary.length === 0) problems.push('a blank main region');
    else if (!summary.headed) problems.push(`the main region shows neither a heading nor a message: "${summary.text.slice(0, 80)}"`);
    const { addresses, injected } = await page.evaluate(leavingAddresses);
    for (const href of addresses.filter((address) => hostileAddress(address, origin))) problems.push(`a link leaves the shop: ${href.slice(0, 120)}`);
    if (injected > 0) problems.push(`${injected} injected element(s) from the hostile input`);
    if (new URL(page.url()).origin !== origin) problems.push(`the page left the shop for ${page.url()}`);
  } catch (error) {
    problems.push(`load failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }
  return problems;
}
