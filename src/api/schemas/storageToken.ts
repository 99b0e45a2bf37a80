import { z } from './zod';
import { link, numberish } from './common';

/** spec §3 Cloud storage token. */
export const storageTokenSchema = z.object({
  region: z.string(),
  access_key_id: z.string(),
  access_key_secret: z.string(),
  security_token: z.string(),
  oss_bucket: z.string(),
  oss_directory: z.string(),
  request_id: z.string(),
  expiration: z.string().nullish(),
});
export type StorageToken = z.infer<typeof storageTokenSchema>;

/** The record call's answer: the stored path as the shop knows it. */
export const storageRecordSchema = z.object({ url: link, path: z.string(), size: numberish.nullish() });
export type StorageRecord = z.infer<typeof storageRecordSchema>;
