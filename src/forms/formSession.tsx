import { createContext, useContext } from 'react';
import type { FormResult } from './formPost';

/**
 * What every form of the page needs from the request: the session's form token (rendered in each
 * form's hidden field, checked by the server against its cookie) and the last post's result that
 * the server carried over its 303 (the flash), shown beside the form it came from. The server
 * renders with it and hands the same to the browser (the boot payload), so hydration matches.
 */
export interface FormSession {
  readonly token: string;
  readonly flash: FormResult | null;
}

const NO_FORM_SESSION: FormSession = { token: '', flash: null };

const FormSessionContext = createContext<FormSession>(NO_FORM_SESSION);

/** Gives the page's forms the session's token and the flash (the server's render and the browser's hydration). */
export const FormSessionProvider = FormSessionContext.Provider;

/** The form token and flash of this page (empty without a server: Storybook, the dev app). */
export function useFormSession(): FormSession {
  return useContext(FormSessionContext);
}
