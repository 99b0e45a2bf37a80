// The fields a person writes, for the hostile content check (scripts/hostile-content-check.mjs):
// each writes every corpus string through the backend's own calls (the ones the pages make, over
// HTTP with the browser context's session cookie) or through the page's form where no call exists,
// then opens the pages that show them. `run(session, corpus)` uses the session's `api`, `visit` and
// `count` (see the check). Pages that list a batch of strings are loaded from the server (their
// loader data is inlined into the document); a page per string is reached inside the app.

const SERUM = '50001';

/** Splits a list into runs of `size`. */
const batches = (list, size) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The products of the shopper's cart: the orders rotate over them (each has limited stock). */
async function cartTeams(api) {
  const cart = await api('/m_api/cart/cart_detail.php', {}, 'GET');
  return cart.data.groups.filter((group) => group.type === 'valid_product').flatMap((group) => group.list.map((line) => ({ cartId: line.cart_id, teamId: line.team.id })));
}

/** Reviews (one per paid order) and each order's remark; ten reviews, then the account's reviews page shows them. */
const reviewsAndOrderRemarks = {
  name: 'review text, order remark',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    const teams = (await cartTeams(api)).map((line) => line.teamId);
    for (const [b, run] of batches(corpus, 10).entries()) {
      const reviews = [];
      const orders = [];
      for (const [i, text] of run.entries()) {
        const teamId = teams[(b * 10 + i) % teams.length];
        const order = await api('/m_api/orderconfirm/submit.php', { team_id: teamId, quantity: '1', payment_method: 'card', remark: text });
        if (order.errcode !== 0) throw new Error(`an order of ${teamId} was not placed: ${order.msg}`);
        count.written();
        orders.push({ id: order.data.order_id, text });
        const paid = await api('/m_api/order/pay.php', { order_id: order.data.order_id, payment_method: 'card' });
        if (paid.errcode !== 0) throw new Error(`an order of ${teamId} was not paid: ${paid.msg}`);
        const review = await api('/wap/api/team/write_review', { order_id: order.data.order_id, team_id: teamId, score: '5', content: text });
        if (count.outcome('review text', review, text)) reviews.push({ text, teamId });
      }
      await visit('/m/account/my_review.php', reviews.map((review) => review.text), 'my reviews', { server: true });
      const newest = reviews.at(-1);
      if (newest) await visit(`/m/item/${newest.teamId}.html`, [newest.text], "the product's reviews");
      for (const order of orders) await visit(`/m/my.php?order_id=${order.id}`, [order.text], 'order detail');
    }
  },
};

/** Post titles, ten at a time on the community's "mine" tab. */
const postTitles = {
  name: 'post title',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    for (const [b, run] of batches(corpus, 10).entries()) {
      const titles = [];
      for (const [i, text] of run.entries()) {
        const post = await api('/wap/api/feed/create', { title: text, content: `Hostile title ${b}-${i}` });
        if (count.outcome('post title', post, text)) titles.push(text);
      }
      await visit('/m/community?tab=mine', titles, 'community, my posts', { server: true });
    }
  },
};

/** Post text and the nickname, both on the post's page (its author's nickname). */
const postTextAndNickname = {
  name: 'post text, nickname',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    for (const [i, text] of corpus.entries()) {
      const profile = await api('/wap/api/user_center/profile/update', { username: text });
      const nickname = count.outcome('nickname', profile, text);
      let post = await api('/wap/api/feed/create', { title: `Hostile post ${i}`, content: text });
      const shown = count.outcome('post text', post, text);
      if (!shown) post = await api('/wap/api/feed/create', { title: `Hostile post ${i}`, content: `Hostile nickname ${i}` });
      await visit(`/m/community/feed/detail?id=${post.data.id}`, [`Hostile post ${i}`, ...(shown ? [text] : []), ...(nickname ? [text] : [])], 'post page');
    }
  },
};

/** Comments on one post (newest first), ten at a time. */
const comments = {
  name: 'comment',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    const post = await api('/wap/api/feed/create', { title: 'Hostile comments', content: 'Comments below' });
    for (const run of batches(corpus, 10)) {
      const written = [];
      for (const text of run) {
        const comment = await api('/wap/api/feed/comment', { feed_id: post.data.id, content: text });
        if (count.outcome('comment', comment, text)) written.push(text);
      }
      await visit(`/m/community/feed/detail?id=${post.data.id}`, written, 'post comments', { server: true });
    }
  },
};

/** The cart lines' notes (the backend keeps the first 200 characters). */
const cartRemarks = {
  name: 'cart remark',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    const lines = (await cartTeams(api)).map((line) => line.cartId);
    if (lines.length === 0) throw new Error('the cart has no lines to note');
    for (const run of batches(corpus, lines.length)) {
      for (const [i, text] of run.entries()) {
        const noted = await api('/m_api/cart/cart_detail.php', { action: 'update_special_remark', cart_id: lines[i], special_remark: text });
        count.outcome('cart remark', noted, text);
      }
      await visit('/m/shop_cart.php', run.map((text) => ({ text, keep: 200 })), 'cart', { server: true });
    }
  },
};

/** Delivery addresses: nine saved, then rewritten by the next nine; the first made the default (checkout takes it). */
const addresses = {
  name: 'address',
  seed: 'shopper',
  async run({ api, visit, count }, corpus) {
    const ids = [];
    for (const [b, run] of batches(corpus, 9).entries()) {
      const shown = [];
      for (const [i, text] of run.entries()) {
        const name = [...text.trim()].length <= 60 && text.trim() !== '' ? text : `Hostile name ${b}-${i}`;
        const form = { name, phone: '0812345678', address: text, province: 'Bangkok', postcode: '10110', is_default: i === 0 ? '1' : '0', ...(ids[i] ? { id: ids[i] } : {}) };
        let saved = await api('/wap/api/user_center/address/save', form);
        if (count.outcome('address', saved, text)) {
          shown.push(text);
          if (name === text) shown.push(name);
        } else {
          saved = await api('/wap/api/user_center/address/save', { ...form, name: `Hostile name ${b}-${i}`, address: `Hostile address ${b}-${i}` });
          if (saved.errcode !== 0) throw new Error(`the stand-in address was refused: ${saved.msg}`);
        }
        ids[i] ??= saved.data.saved_id;
      }
      await visit('/m/account/setting.php', shown, 'addresses', { server: true });
      if (shown[0] === run[0]) await visit(`/m/orderconfirm?team_id=${SERUM}&quantity=1`, [run[0]], 'checkout address');
    }
  },
};

/** Feedback: kept by the shop, shown on no page; only refusals are seen. */
const feedback = {
  name: 'feedback',
  seed: 'shopper',
  async run({ api, count }, corpus) {
    for (const text of corpus) count.outcome('feedback', await api('/wap/api/user_center/feedback', { content: text }), text);
  },
};

/**
 * The blogger form's profile address (the only free text it sends): most strings are refused by its
 * rule (https://host/path, no spaces); the progress page of an accepted one (it does not show the
 * address) is checked like any page, then the session starts again (one application at a time).
 */
const bloggerForm = {
  name: 'blogger form',
  seed: 'newShopper',
  async run({ api, visit, count, reset }, corpus) {
    for (const text of corpus) {
      const applied = await api('/wap/api/community/blogger/apply', { main_platform: 'tiktok', profile_url: text, followers: '1200' });
      if (!count.outcome('blogger form', applied, text)) continue;
      await visit('/m/blogger/blogger_progress', [], 'blogger progress', { server: true });
      await reset();
    }
  },
};

export const FIELDS = [reviewsAndOrderRemarks, postTitles, postTextAndNickname, comments, cartRemarks, addresses, feedback, bloggerForm];
