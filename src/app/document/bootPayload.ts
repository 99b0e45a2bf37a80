import { LOCALES, type Locale } from '../../format/locale';
import type { LocaleResources } from '../../i18n/resources';
import type { FormSession } from '../../forms/formSession';

/**
 * The id of the element the server writes the boot payload into: a `<script type="application/json">`
 * the browser does not run. The payload holds the locale's translations (about 92,000 characters):
 * written as a script, the browser compiled and ran it as code in a task of its own around the
 * first paint (20-24 ms under Lighthouse); as data it is one JSON.parse when the entry starts,
 * about half the time of running it as a script.
 */
export const BOOT_ELEMENT_ID = 'storefront-boot';

/** The session values the server rendered with: the browser starts from the same, so hydration matches. */
export interface BootSession {
  readonly isLogin: boolean;
  readonly shopCartNum: number;
  readonly osPlatform: 1 | 2 | 3;
  readonly is_chinese_tourists: boolean;
  readonly preview: boolean;
}

// The payload is checked by hand, not with a zod schema: this runs in every page's first load,
// before any call, and zod (about 24 kB gzipped) then loads only with the first request.
type Json = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTranslationTree = (value: unknown, depth = 0): boolean =>
  typeof value === 'string' || (depth < 16 && isRecord(value) && Object.values(value).every((child) => isTranslationTree(child, depth + 1)));

function isBootSession(value: unknown): value is BootSession {
  return (
    isRecord(value) &&
    typeof value.isLogin === 'boolean' &&
    Number.isInteger(value.shopCartNum) &&
    (value.shopCartNum as number) >= 0 &&
    (value.osPlatform === 1 || value.osPlatform === 2 || value.osPlatform === 3) &&
    typeof value.is_chinese_tourists === 'boolean' &&
    typeof value.preview === 'boolean'
  );
}

/** What the server inlines for the browser entry: the shopper's locale and its translations, and the session. */
export interface StorefrontBoot {
  readonly locale: Locale;
  /** Only the shopper's locale: the other languages load when the shopper switches. */
  readonly resources: LocaleResources;
  readonly session: BootSession;
  /**
   * The ids of the routes the server matched, outermost first: the browser resolves them without
   * matching the address against the whole table again. Absent, it matches as before.
   */
  readonly routeIds?: readonly string[];
  /** The session's form token and the last form post's result, as the server rendered the forms with them. */
  readonly forms?: FormSession;
}

/** At most this many matched routes, each id at most ROUTE_ID_MAX_LENGTH long (a page is a few levels deep). */
const ROUTE_IDS_MAX = 16;
const ROUTE_ID_MAX_LENGTH = 200;
const isRouteIds = (value: unknown): value is readonly string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= ROUTE_IDS_MAX &&
  value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= ROUTE_ID_MAX_LENGTH);

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON that is safe inside an inline `<script>`: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data element that hands the boot payload to the browser entry (its JSON is script-safe). */
export function bootElement(boot: StorefrontBoot): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
}

/** The boot payload of the data element's text, or null when it is missing, not JSON or not of the expected shape. */
export function parseBoot(text: string | null | undefined): StorefrontBoot | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return readBoot(value);
}

/** The boot payload as found on the page, or null when it is missing or not of the expected shape. */
export function readBoot(value: unknown): StorefrontBoot | null {
  if (!isRecord(value) || !(LOCALES as readonly unknown[]).includes(value.locale) || !isBootSession(value.session)) return null;
  const { resources } = value;
  if (!isRecord(resources) || !Object.values(resources).every((namespace) => isRecord(namespace) && isTranslationTree(namespace))) return null;
  const routeIds = isRouteIds(value.routeIds) ? { routeIds: [...value.routeIds] } : {};
  const forms = isFormSession(value.forms) ? { forms: value.forms } : {};
  return { locale: value.locale as Locale, resources: resources as LocaleResources, session: pickSession(value.session), ...routeIds, ...forms };
}

/**
 * The forms' token and flash as the server wrote them (the flash was checked with its schema there;
 * here only its shape is, without zod, as for the rest of the payload).
 */
function isFormSession(value: unknown): value is FormSession {
  if (!isRecord(value) || typeof value.token !== 'string' || value.token.length > 128) return false;
  const { flash } = value;
  return flash === null || (isRecord(flash) && typeof flash.intent === 'string' && isRecord(flash.outcome) && (flash.outcome.kind === 'ok' || flash.outcome.kind === 'refused'));
}

/** Only the known session fields (a payload with more keeps them out, as a schema would strip them). */
const pickSession = ({ isLogin, shopCartNum, osPlatform, is_chinese_tourists, preview }: BootSession): BootSession => ({
  isLogin,
  shopCartNum,
  osPlatform,
  is_chinese_tourists,
  preview,
});
