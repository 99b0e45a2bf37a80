// The search word, for the hostile content check (scripts/hostile-content-check.mjs): no call keeps
// it, so each corpus string is typed into the search page's field and submitted; the results page
// must show the term (cut to 100 characters), and the history (a cookie of the latest terms, each cut to 50 characters)
// the newest one when the search page is opened again.

/** Terms per history visit (the history cookie keeps fewer of long encoded terms). */
const RUN = 5;

export async function searchWords(session, corpus, failures, totals) {
  const { page, visit } = session;
  let run = [];
  await visit('/m/search', [], 'search');
  for (const text of corpus) {
    totals.written += 1;
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill(text);
    await field.press('Enter');
    if (text.trim() === '') {
      totals.refused += 1;
      continue;
    }
    await page.waitForURL((url) => url.searchParams.has('keyword'), { timeout: 8_000 }).catch(() => failures.push(`search: submitting ${JSON.stringify(text.slice(0, 40))} did not search`));
    run.push(text);
    // The results page: its title names the term (checked like any page, from inside the app).
    await visit(null, [{ text, keep: 100 }], 'search results');
    if (run.length === RUN) {
      await visit('/m/search', [{ text: run.at(-1), keep: 50 }], 'search history');
      run = [];
    }
  }
}
