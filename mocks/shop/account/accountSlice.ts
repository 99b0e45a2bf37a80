import type { z } from 'zod';
import type { addressSchema } from '../../../src/api/schemas/order';
import type { settingsSchema } from '../../../src/api/schemas/userCenter';
import type { userSchema } from '../../../src/api/schemas/user';
import { USERS } from '../../fixtures/users';
import { ACCOUNT_IDS, seedUserId, type SeedName } from '../seedNames';

export type UserRecord = z.input<typeof userSchema> & { id: number };
export type AddressRecord = z.input<typeof addressSchema>;

/** A card saved at payment or in the wallet: the vault's token, the last four digits and the expiry, never the number. */
export interface SavedCard {
  readonly token: string;
  readonly last4: string;
  readonly brand: string;
  /** The expiry (month 1–12, four-digit year) when the vault told it (a card saved at payment may lack it). */
  readonly expiry_month?: number;
  readonly expiry_year?: number;
}

export interface AccountRecord {
  user: UserRecord;
  password: string;
  /** A Chinese tourist who signs in with WeChat. */
  wechat: boolean;
  /** A booking provider (merchant pages). */
  merchant: boolean;
  settings: Pick<z.input<typeof settingsSchema>, 'notify_promotion' | 'notify_order' | 'language'>;
  addresses: AddressRecord[];
  cards: SavedCard[];
  /** Account deletion: the account can no longer sign in. */
  deleted: boolean;
  /** The beauty profile's lists (beautyProfileOps; the skin type is the user's): absent until saved. */
  beauty?: BeautyRecord;
  /** Feedback and NPS answers the shopper sent (newest last). */
  feedback: { kind: 'feedback' | 'nps'; text: string; score: number | null; at: string; category?: string; images?: string[] }[];
}

/** Skin concerns and favourite categories (classify ids), in the order the shopper gave them. */
export interface BeautyRecord {
  concerns: string[];
  category_ids: string[];
}

export interface AccountSlice {
  readonly accounts: AccountRecord[];
  /**
   * The session: who is signed in (null: a guest), and the paths of the files the guest recorded
   * (they move to the account that signs in; in the shared world each session has its own).
   */
  session: { userId: number | null; guestUploads?: string[] };
}

/** The demo accounts stated in the README. */
export const DEMO_ACCOUNTS = {
  shopper: { phone: '0812345678', password: 'beauty123' },
  merchant: { phone: '0898765432', password: 'merchant123' },
} as const;

const bangkokAddress = (id: string, name: string, phone: string): AddressRecord => ({
  id,
  name,
  phone,
  address: '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
});

function seedAccounts(): AccountRecord[] {
  const settings = { notify_promotion: 1, notify_order: 1, language: 'th_TH' } as const;
  return [
    {
      user: { ...USERS.regular, id: ACCOUNT_IDS.shopper },
      password: DEMO_ACCOUNTS.shopper.password,
      wechat: false,
      merchant: false,
      settings: { ...settings },
      addresses: [bangkokAddress('A-1', 'พลอย ศิริวรรณ', USERS.regular.phone)],
      cards: [{ token: 'tok_saved_4242', last4: '4242', brand: 'visa', expiry_month: 12, expiry_year: 2030 }],
      deleted: false,
      feedback: [],
    },
    {
      user: { ...USERS.newcomer, id: ACCOUNT_IDS.newShopper },
      password: 'newbie123',
      wechat: false,
      merchant: false,
      settings: { ...settings },
      addresses: [],
      cards: [],
      deleted: false,
      feedback: [],
    },
    {
      user: { ...USERS.tourist, id: ACCOUNT_IDS.tourist },
      password: 'tourist123',
      wechat: true,
      merchant: false,
      settings: { ...settings, language: 'zh_CN' },
      addresses: [],
      cards: [],
      deleted: false,
      feedback: [],
    },
    {
      user: {
        id: ACCOUNT_IDS.merchant,
        username: 'Lotus Spa Sukhumvit',
        email: 'owner@lotusspa.example.co.th',
        phone: DEMO_ACCOUNTS.merchant.phone,
        chat_id: null,
        is_new: 0,
        is_new_uid: 0,
        avatar: null,
        level: 1,
      },
      password: DEMO_ACCOUNTS.merchant.password,
      wechat: false,
      merchant: true,
      settings: { ...settings },
      addresses: [],
      cards: [],
      deleted: false,
      feedback: [],
    },
  ];
}

export function seedAccount(seed: SeedName): AccountSlice {
  return { accounts: seedAccounts(), session: { userId: seedUserId(seed) } };
}
