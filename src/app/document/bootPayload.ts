import { z } from 'zod';
import { LOCALES, type Locale } from '../../format/locale';
import type { LocaleResources } from '../../i18n/resources';

/** The global the server's inline script sets and the browser entry reads once. */
export const BOOT_GLOBAL = '__STOREFRONT_BOOT__';

/** The session values the server rendered with: the browser starts from the same, so hydration matches. */
const bootSessionSchema = z.object({
  isLogin: z.boolean(),
  shopCartNum: z.number().int().min(0),
  osPlatform: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_chinese_tourists: z.boolean(),
  preview: z.boolean(),
});

type TranslationValue = string | { readonly [key: string]: TranslationValue };
const translationTree: z.ZodType<TranslationValue> = z.lazy(() => z.union([z.string(), z.record(z.string(), translationTree)]));

const bootSchema = z.object({
  locale: z.enum(LOCALES),
  resources: z.record(z.string(), z.record(z.string(), translationTree)),
  session: bootSessionSchema,
});

export type BootSession = z.infer<typeof bootSessionSchema>;

/** What the server inlines for the browser entry: the shopper's locale and its translations, and the session. */
export interface StorefrontBoot {
  readonly locale: Locale;
  /** Only the shopper's locale: the other languages load when the shopper switches. */
  readonly resources: LocaleResources;
  readonly session: BootSession;
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON that is safe inside an inline `<script>`: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The inline script's body that hands the boot payload to the browser entry. */
export function bootScript(boot: StorefrontBoot): string {
  return `window.${BOOT_GLOBAL}=${scriptSafeJson(boot)};`;
}

/** The boot payload as found on the page, or null when it is missing or not of the expected shape. */
export function readBoot(value: unknown): StorefrontBoot | null {
  const parsed = bootSchema.safeParse(value);
  return parsed.success ? (parsed.data as StorefrontBoot) : null;
}
