import { z } from './zod';
import { idish } from './common';

/** spec §3 Comment translation: id, lang, trans_res. */
export const commentTranslationSchema = z.object({ id: idish, lang: z.string(), trans_res: z.string() });
export type CommentTranslation = z.infer<typeof commentTranslationSchema>;
