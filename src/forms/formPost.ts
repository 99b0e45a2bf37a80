import type { ApiFailure } from '../api';

/**
 * The named fields every storefront form post carries besides its own: the session's token (checked
 * by the server against its cookie), what the form does, and where to come back to.
 */
export const TOKEN_FIELD = '_token';
export const INTENT_FIELD = 'intent';
/** A same-origin path to come back to after the post (a product card posting to its product's page). */
export const REDIRECT_FIELD = 'redirect';

/** What a form's post came to, shown as a message beside the form (after a 303 without JavaScript, or from the fetcher). */
export type FormOutcome =
  | { readonly kind: 'ok'; readonly messageKey?: string }
  | { readonly kind: 'refused'; readonly code?: number; readonly message?: string; readonly messageKey?: string };

/**
 * A route action's answer to a form post: the form it came from (`intent`, and `key` when the page
 * has several such forms, e.g. one per product card) and the outcome. The server carries it to the
 * next page in the flash cookie; the enhanced form reads it from its fetcher.
 */
export interface FormResult {
  readonly intent: string;
  readonly key?: string;
  readonly outcome: FormOutcome;
}

/**
 * Whether an enhanced form's fetcher answered with a form result (the route's action ran in the
 * browser: its own answer, so only its shape is checked, without zod, which every page of products
 * would then load with its forms). The server reads the flash cookie with formResultSchema.
 */
export function isFormResult(value: unknown): value is FormResult {
  if (typeof value !== 'object' || value === null) return false;
  const { intent, outcome } = value as { intent?: unknown; outcome?: unknown };
  if (typeof intent !== 'string' || typeof outcome !== 'object' || outcome === null) return false;
  const { kind } = outcome as { kind?: unknown };
  return kind === 'ok' || kind === 'refused';
}

/** The outcome of an api failure: the backend's code and message, or the api's own message key. */
export function refusedBy(failure: ApiFailure): FormOutcome {
  return {
    kind: 'refused',
    ...(failure.code !== undefined ? { code: failure.code } : {}),
    ...(failure.message ? { message: failure.message } : {}),
    ...(!failure.message && failure.messageKey ? { messageKey: `api:${failure.messageKey}` } : {}),
  };
}

/** A form value as a string ('' when absent or a file). */
export function fieldOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
