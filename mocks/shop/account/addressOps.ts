import type { Trilingual } from '../../fixtures/locale';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { requireAccount } from './accountOps';
import type { AccountRecord, AddressRecord } from './accountSlice';

/** How many delivery addresses one account may keep. */
export const MAX_ADDRESSES = 10;

/** The longest name, address line and province the shop keeps (a longer one is refused, never cut). */
export const ADDRESS_LIMITS = { name: 60, address: 300, province: 60 } as const;

/** The errcodes the address calls refuse with (this mock's own; the message is the backend's). */
export const ADDRESS_CODES = {
  /** A field breaks a rule of spec §5 (the message says which). */
  invalid: 4701,
  /** The account keeps MAX_ADDRESSES addresses already. */
  tooMany: 4702,
  /** No address with that id on the account. */
  notFound: 4703,
} as const;

const MESSAGES = {
  name: { th: 'กรุณากรอกชื่อผู้รับ', en: 'Enter the recipient’s name.', zh: '请填写收货人姓名。' },
  phone: {
    th: 'เบอร์โทรศัพท์ต้องขึ้นต้นด้วย 0 และมี 10 หลัก',
    en: 'The phone number must be 0 followed by 9 digits.',
    zh: '手机号格式不正确，须为0开头的10位数字。',
  },
  address: { th: 'กรุณากรอกที่อยู่', en: 'Enter the address.', zh: '请填写详细地址。' },
  province: { th: 'กรุณากรอกจังหวัด', en: 'Enter the province.', zh: '请填写府（省）。' },
  postcode: { th: 'รหัสไปรษณีย์ต้องมี 5 หลัก', en: 'The postcode must be 5 digits.', zh: '邮政编码必须是5位数字。' },
  tooLong: { th: 'ข้อมูลยาวเกินไป กรุณาย่อให้สั้นลง', en: 'One of the fields is too long. Please shorten it.', zh: '内容过长，请缩短。' },
  tooMany: {
    th: `บันทึกที่อยู่ได้สูงสุด ${MAX_ADDRESSES} รายการ กรุณาลบที่อยู่ที่ไม่ใช้ก่อน`,
    en: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`,
    zh: `最多可保存${MAX_ADDRESSES}个地址，请先删除不用的地址。`,
  },
  notFound: { th: 'ไม่พบที่อยู่นี้', en: 'This address could not be found.', zh: '找不到该地址。' },
} as const satisfies Record<string, Trilingual>;

const TEL = /^0[0-9]{9}$/;
const POSTCODE = /^[0-9]{5}$/;

/** An address as the list answers it: the default (the first, which the order quote takes) is marked. */
export function addressView(address: AddressRecord, index: number) {
  return { ...address, id: String(address.id), is_default: index === 0 };
}

function listOf(account: AccountRecord, savedId?: string) {
  return { list: account.addresses.map(addressView), ...(savedId !== undefined ? { saved_id: savedId } : {}) };
}

export type AddressListAnswer = ReturnType<typeof listOf>;

/** The signed-in shopper's addresses, the default first. */
export function addressesOf(state: ShopState): ShopOutcome<AddressListAnswer> {
  const account = requireAccount(state);
  return isFailure(account) ? account : listOf(account);
}

const text = (params: Readonly<Record<string, string>>, name: string) => (params[name] ?? '').trim();

/** The fields of spec §5 checked in the form's order; the first broken rule is refused. */
function checkedFields(params: Readonly<Record<string, string>>): ShopOutcome<Omit<AddressRecord, 'id'>> {
  const fields = { name: text(params, 'name'), phone: text(params, 'phone'), address: text(params, 'address'), province: text(params, 'province'), postcode: text(params, 'postcode') };
  if (fields.name === '') return fail(ADDRESS_CODES.invalid, MESSAGES.name);
  if (!TEL.test(fields.phone)) return fail(ADDRESS_CODES.invalid, MESSAGES.phone);
  if (fields.address === '') return fail(ADDRESS_CODES.invalid, MESSAGES.address);
  if (fields.province === '') return fail(ADDRESS_CODES.invalid, MESSAGES.province);
  if (!POSTCODE.test(fields.postcode)) return fail(ADDRESS_CODES.invalid, MESSAGES.postcode);
  const tooLong = (['name', 'address', 'province'] as const).some((name) => [...fields[name]].length > ADDRESS_LIMITS[name]);
  return tooLong ? fail(ADDRESS_CODES.invalid, MESSAGES.tooLong) : fields;
}

function moveToFront(account: AccountRecord, index: number): void {
  const [chosen] = account.addresses.splice(index, 1);
  if (chosen) account.addresses.unshift(chosen);
}

/**
 * Creates an address, or updates the one `id` names. Refused: a field against spec §5 (name,
 * address and province required, phone 0 + 9 digits, postcode 5 digits), an unknown id, an
 * eleventh address. The first address of an account becomes its default; is_default=1 makes the
 * saved one the default.
 */
export function saveAddress(state: ShopState, params: Readonly<Record<string, string>>): ShopOutcome<AddressListAnswer> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const fields = checkedFields(params);
  if (isFailure(fields)) return fields;
  const id = text(params, 'id');
  const makeDefault = params.is_default === '1';
  if (id !== '') {
    const index = account.addresses.findIndex((address) => String(address.id) === id);
    if (index < 0) return fail(ADDRESS_CODES.notFound, MESSAGES.notFound);
    account.addresses[index] = { ...fields, id };
    if (makeDefault) moveToFront(account, index);
    tick(state.clock);
    return listOf(account, id);
  }
  if (account.addresses.length >= MAX_ADDRESSES) return fail(ADDRESS_CODES.tooMany, MESSAGES.tooMany);
  const next = newId(state, 'address', 2);
  if (isFailure(next)) return next;
  const createdId = `A-${next}`;
  const created: AddressRecord = { ...fields, id: createdId };
  if (makeDefault) account.addresses.unshift(created);
  else account.addresses.push(created);
  tick(state.clock);
  return listOf(account, createdId);
}

function indexOf(account: AccountRecord, id: string | undefined): ShopOutcome<number> {
  const index = account.addresses.findIndex((address) => String(address.id) === (id ?? '').trim());
  return index < 0 ? fail(ADDRESS_CODES.notFound, MESSAGES.notFound) : index;
}

/** Removes an address; when it was the default, the next one becomes the default. */
export function deleteAddress(state: ShopState, id: string | undefined): ShopOutcome<AddressListAnswer> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const index = indexOf(account, id);
  if (isFailure(index)) return index;
  account.addresses.splice(index, 1);
  tick(state.clock);
  return listOf(account);
}

/** Makes an address the default: the one checkout takes when none is named. */
export function setDefaultAddress(state: ShopState, id: string | undefined): ShopOutcome<AddressListAnswer> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const index = indexOf(account, id);
  if (isFailure(index)) return index;
  moveToFront(account, index);
  tick(state.clock);
  return listOf(account);
}
