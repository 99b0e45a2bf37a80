import { currentAccount, onSignIn } from '../account/accountOps';
import { clockMillis, nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { FIELDS, invalid } from './bookingFailures';
import type { UploadRecord } from './bookingSlice';

/** The bucket every token opens (the client puts files there, never on the shop). */
export const STORAGE_BUCKET = { region: 'oss-ap-southeast-7', bucket: 'beauty-shop-upload' } as const;
/** How long a token lasts. */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Upload kinds: the first folder of a path (`review/2025/03/…`). */
export const BIZ_TYPE = /^[a-z][a-z_]{0,31}$/;
const DEFAULT_BIZ_TYPE = 'review';
/** A relative object path: folders and a file name, no `..`, no leading slash. */
const OBJECT_PATH = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._/-]{0,510}$/;

/** A storage token as the token endpoint answers it. */
export interface IssuedToken {
  region: string;
  access_key_id: string;
  access_key_secret: string;
  security_token: string;
  oss_bucket: string;
  oss_directory: string;
  request_id: string;
  expiration: string;
}

/**
 * A fresh token for one upload kind (`biz_type`, review by default): each has its own request id and
 * lasts eight hours from when it was issued; its directory is the kind, year and month. An expired
 * token is the client's matter (it asks for another).
 */
export function issueStorageToken(state: ShopState, input: { biz_type?: string } = {}): ShopOutcome<IssuedToken> {
  const bizType = input.biz_type?.trim() || DEFAULT_BIZ_TYPE;
  if (!BIZ_TYPE.test(bizType)) return invalid(FIELDS.bizType);
  const issuedAt = clockMillis(state.clock);
  const today = nowText(state.clock);
  const storage = state.booking.storage;
  storage.tokens_issued += 1;
  tick(state.clock);
  return {
    region: STORAGE_BUCKET.region,
    access_key_id: 'STS.mockAccessKeyId',
    access_key_secret: 'mockAccessKeySecret',
    security_token: 'mockSecurityToken',
    oss_bucket: STORAGE_BUCKET.bucket,
    oss_directory: `${bizType}/${today.slice(0, 4)}/${today.slice(5, 7)}/`,
    request_id: `REQ-${today.slice(0, 10).replaceAll('-', '')}-${String(storage.tokens_issued).padStart(4, '0')}`,
    expiration: `${new Date(issuedAt + TOKEN_LIFETIME_MS).toISOString().slice(0, 19)}Z`,
  };
}

/** The public address of an object in the bucket. */
export function objectUrl(path: string): string {
  return `https://${STORAGE_BUCKET.bucket}.${STORAGE_BUCKET.region}.aliyuncs.com/${path}`;
}

/**
 * Records a file the client put in the bucket: its path (relative, no `..`), its size and kind, and
 * who recorded it. The same path recorded again answers the record already kept.
 */
export function recordUpload(state: ShopState, input: { path?: string; size?: number; biz_type?: string }): ShopOutcome<UploadRecord> {
  const path = (input.path ?? '').trim();
  if (!OBJECT_PATH.test(path)) return invalid(FIELDS.path);
  const size = input.size ?? null;
  if (size !== null && (!Number.isInteger(size) || size < 0)) return invalid(FIELDS.size);
  const bizType = input.biz_type?.trim() || null;
  if (bizType !== null && !BIZ_TYPE.test(bizType)) return invalid(FIELDS.bizType);
  const uploads = state.booking.storage.uploads;
  const known = uploads.find((upload) => upload.path === path);
  if (known) return known;
  const id = newId(state, 'upload', uploads.length + 1);
  if (isFailure(id)) return id;
  const record: UploadRecord = { path, size, biz_type: bizType, user_id: currentAccount(state)?.user.id ?? null, recorded_at: tick(state.clock) };
  uploads.push(record);
  if (record.user_id === null) (state.account.session.guestUploads ??= []).push(path);
  return record;
}

/** A guest's uploads belong to the account that signs in next in the same session (the photos of a review being written). */
onSignIn((state, userId) => {
  const mine = new Set(state.account.session.guestUploads ?? []);
  for (const upload of state.booking.storage.uploads) if (upload.user_id === null && mine.has(upload.path)) upload.user_id = userId;
  delete state.account.session.guestUploads;
});
