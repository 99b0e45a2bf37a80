import { http, HttpResponse } from 'msw';
import { buildAddbuyOffer, buildCartEntry, buildCartResponse, type CartEntryInput } from '../../../mocks/fixtures/cart';
import { findTeamIndex } from '../../../mocks/fixtures/products';
import { toMockLocale, type MockLocale } from '../../../mocks/fixtures/locale';

type Entry = CartEntryInput;

/** The taken-down fixture product (index 8 of the product seeds). */
const TAKEN_DOWN_INDEX = 8;

/**
 * Story-only: a cart backend that remembers (the shared mocks answer the same cart every time).
 * cart_detail.php reads and changes it; actions it does not know fall through to the area's
 * handlers. Call reset() in the story's beforeEach. The cart starts with `count` products from the
 * fixture product `offset` on, and a taken-down one.
 */
export function createStatefulCart(count = 3, offset = 0) {
  let entries: Entry[] | null = null;
  let added = 0;
  let locale: MockLocale = 'th_TH';

  const ensure = () => {
    entries ??= [...Array.from({ length: count }, (_, i) => buildCartEntry(i + offset, locale)), buildCartEntry(TAKEN_DOWN_INDEX, locale)];
    return entries;
  };

  const detail = () => {
    const list = ensure();
    const valid = list.filter((entry) => entry.team.status !== 'take_down');
    return {
      groups: [{ type: 'valid_product', title: null, list }],
      total_price: valid.reduce((sum, entry) => sum + (entry.selected ? Number(entry.team.team_price) * Number(entry.quantity) : 0), 0),
      discount_price: 100,
      selected_count: valid.filter((entry) => entry.selected).length,
      shopcartnum: list.length,
      bundle_tips: null,
      event_params: null,
      del_team: null,
      addbuy: [buildAddbuyOffer(locale)],
    };
  };

  const update = (id: string | null, change: (entry: Entry) => Entry) => {
    entries = ensure().map((entry) => (String(entry.cart_id) === id ? change(entry) : entry));
  };

  const handler = http.all(/\/m_api\/cart\/cart_detail\.php$/, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
    locale = toMockLocale(body.get('lang') ?? url.searchParams.get('lang'));
    const action = body.get('action') ?? url.searchParams.get('action');
    const id = body.get('cart_id');
    switch (action) {
      case null:
        break;
      case 'update_quantity':
        update(id, (entry) => ({ ...entry, quantity: Number(body.get('quantity')) }));
        break;
      case 'update_check_status':
        update(id, (entry) => ({ ...entry, selected: body.get('selected') === '1' ? 1 : 0 }));
        break;
      case 'update_check_status_all':
        entries = ensure().map((entry) => ({ ...entry, selected: body.get('selected') === '1' ? 1 : 0 }));
        break;
      case 'update_special_remark':
        update(id, (entry) => ({ ...entry, special_remark: body.get('special_remark') }));
        break;
      case 'buy': {
        // Add to cart: one more of a product already in the cart, else a new line; the answer's count is the lines'.
        const teamId = body.get('team_id') ?? '';
        const quantity = Math.max(1, Number(body.get('quantity')) || 1);
        const known = ensure().some((entry) => String(entry.team.id) === teamId);
        entries = known
          ? ensure().map((entry) => (String(entry.team.id) === teamId ? { ...entry, quantity: Number(entry.quantity) + quantity } : entry))
          : [...ensure(), { ...buildCartEntry(findTeamIndex(teamId), locale), cart_id: String(70_200 + ensure().length), quantity }];
        return HttpResponse.json({ errcode: 0, msg: '', data: buildCartResponse(entries.length, locale) });
      }
      case 'replace_team_spec': {
        // The other specification costs less (a travel size): the server's price replaces the shown one.
        const teamId = body.get('team_id') ?? '';
        update(id, (entry) => {
          const spec = entry.specs.find((option) => String(option.team_id) === teamId);
          const price = Math.round(Number(entry.team.team_price) * 0.4);
          return {
            ...entry,
            spec_name: spec?.name ?? entry.spec_name ?? null,
            team: { ...entry.team, id: teamId, team_price: price, ui_team_price_info: { team_price: price, special_price: null } },
          };
        });
        break;
      }
      case 'addbuy': {
        const deal = buildAddbuyOffer(locale).list.find((item) => String(item.team.id) === body.get('team_id'));
        if (!deal) return HttpResponse.json({ errcode: 1, msg: 'not an add-on deal', data: null });
        added += 1;
        entries = [
          ...ensure(),
          {
            cart_id: String(70_100 + added),
            team: { ...deal.team, team_price: deal.addbuy_price, ui_team_price_info: { team_price: Number(deal.addbuy_price), special_price: null } },
            quantity: 1,
            selected: 1,
            special_remark: null,
            specs: [],
          },
        ];
        return HttpResponse.json({ errcode: 0, msg: '', data: { shopcartnum: entries.length } });
      }
      case 'delete':
      case 'move_to_like': {
        const gone = new Set(body.getAll('cart_ids[]'));
        entries = ensure().filter((entry) => !gone.has(String(entry.cart_id)));
        break;
      }
      default:
        return undefined;
    }
    return HttpResponse.json({ errcode: 0, msg: '', data: detail() });
  });

  return {
    handler,
    reset: () => {
      entries = null;
      added = 0;
    },
  };
}
