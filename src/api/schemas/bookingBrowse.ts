import { z } from './zod';
import { bookingServiceSchema, bookingStoreSchema, staffSchema } from './booking';
import { idish, link, listOf, numberish, textish } from './common';

/** A shopper's review of a booked service (chosen field names; spec §7 shows none). */
export const serviceReviewSchema = z.object({
  id: idish,
  nickname: textish,
  rating: numberish,
  content: z.string(),
  /** The review's language (`th_TH`, `en_US`, `zh_CN`): offered for translation when not the shopper's. */
  lang: z.string().nullish(),
  created_at: z.string(),
});
export type ServiceReview = z.infer<typeof serviceReviewSchema>;

/** user_reservation/service_detail: the service with its pictures, the stores offering it and reviews. */
export const serviceDetailSchema = bookingServiceSchema.extend({
  pictures: listOf(link).optional(),
  stores: listOf(bookingStoreSchema).optional(),
  reviews: listOf(serviceReviewSchema).optional(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** A store as a shopper sees it: its opening hours per weekday and the staff who give the service. */
export const bookingStoreDetailSchema = bookingStoreSchema.extend({
  biz_time: listOf(z.object({ weekday: numberish, open: z.string(), close: z.string() })).optional(),
  staff: listOf(staffSchema).optional(),
  /** The store's today (`YYYY-MM-DD`, Asia/Bangkok): the first day the calendar offers. */
  today: z.string().nullish(),
});
export type BookingStoreDetail = z.infer<typeof bookingStoreDetailSchema>;
