import { z } from './zod';
import { link, listOf, textish } from './common';

/** spec §3 Search log entry. */
export const searchLogEntrySchema = z.object({ show_name: textish, url: link });
export type SearchLogEntry = z.infer<typeof searchLogEntrySchema>;

export const searchLogListSchema = z.object({ list: listOf(searchLogEntrySchema) });
export type SearchLogList = z.infer<typeof searchLogListSchema>;

/** Search suggestions and hot words. */
export const searchSuggestSchema = z.object({ hot: listOf(searchLogEntrySchema), suggest: listOf(searchLogEntrySchema) });
export type SearchSuggest = z.infer<typeof searchSuggestSchema>;
