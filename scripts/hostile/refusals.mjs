// Each form whose field the backend refuses corpus strings for (a length limit, the blogger link's
// rule) shows that refusal clearly, once, and keeps what was typed: for the hostile content check
// (scripts/hostile-content-check.mjs). A 10 kB string is pasted: a field with a counter cuts it at
// its limit and says so; another is submitted and must show the backend's message. Either way the
// field still holds the text (up to the limit), no payload ran and the page raised no error.

const TEN_KB = 'Supercalifragilistic <img src=x onerror=__hostile(300)> ครีมบำรุงผิว '.repeat(160);
const STEP = 15_000;

async function open(session, path) {
  await session.page.goto(`${session.origin}${path}`, { waitUntil: 'load' });
  await session.page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP });
}

/**
 * Pastes `text` into `field`: a field with a limit cuts it there and says so at once (the text kept
 * up to the limit); otherwise `button` submits and the backend's refusal must show, the text kept.
 */
async function refuse(session, field, button, message, text = TEN_KB) {
  const shown = () => session.page.getByText(message).first();
  await field.fill(text);
  if (!(await shown().isVisible())) {
    await button.click();
    await shown().waitFor({ state: 'visible', timeout: STEP });
  }
  const kept = await field.inputValue();
  if (kept === '' || !text.startsWith(kept)) throw new Error(`what was typed was lost (the field holds ${kept.length} of ${text.length} characters)`);
  await session.visit(null, [], 'refusal');
}

export const REFUSAL_CHECKS = [
  {
    name: 'review text',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/account/write_review.php?order_id=20250304&team_id=50004');
      await session.page.getByRole('radio', { name: '5 stars' }).check({ force: true });
      await refuse(session, session.page.getByRole('textbox', { name: /Your review/ }), session.page.getByRole('button', { name: 'Publish review' }), /500 characters/);
    },
  },
  {
    name: 'nickname',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/myprofile.php');
      await refuse(session, session.page.getByRole('textbox', { name: 'Nickname' }), session.page.getByRole('button', { name: 'Save profile' }), /30 characters/);
    },
  },
  {
    name: 'post text',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/community/post');
      await session.page.getByRole('textbox', { name: 'Title' }).fill('A long story');
      await refuse(session, session.page.getByRole('textbox', { name: 'Your story' }), session.page.getByRole('button', { name: 'Publish' }), /limit of 2,?000 characters/);
    },
  },
  {
    name: 'comment',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/community/feed/detail?id=30001');
      await refuse(session, session.page.getByRole('textbox', { name: 'Your comment' }), session.page.getByRole('button', { name: 'Send comment' }), /500 characters/);
    },
  },
  {
    name: 'address',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/account/setting.php');
      await session.page.getByRole('button', { name: 'Add address' }).click();
      await refuse(session, session.page.getByRole('textbox', { name: /^Address/ }), session.page.getByRole('button', { name: 'Save address' }), /limit of 300 characters/);
    },
  },
  {
    name: 'feedback',
    seed: 'shopper',
    run: async (session) => {
      await open(session, '/m/feedback.php');
      await refuse(session, session.page.getByRole('textbox', { name: 'Your feedback' }), session.page.getByRole('button', { name: 'Send feedback' }), /500 characters/);
    },
  },
  {
    name: 'blogger form',
    seed: 'newShopper',
    run: async (session) => {
      await open(session, '/m/blogger/blogger_form');
      await session.page.getByRole('textbox', { name: 'Followers' }).fill('1200');
      await session.page.getByRole('textbox', { name: 'Contact phone' }).fill('0812345678');
      await refuse(
        session,
        session.page.getByRole('textbox', { name: 'Profile link' }),
        session.page.getByRole('button', { name: 'Send application' }),
        /profile link/i,
        'javascript:__hostile(301)',
      );
    },
  },
];
