import type { ApiClient, ApiResult, CodeScene } from '../../../api';
import type { ValidationRule } from '../../../validation';

/** Which of the account's contacts a page changes: the profile's and the session user's field of that name. */
export type ContactKind = 'email' | 'phone';

/** The load state a contact-change page shows. */
export type ContactChangeStatus = 'loading' | 'error' | 'ready';

export interface ContactChangeValues {
  /** The new e-mail or phone number as typed (a phone number: digits only, PhoneInput keeps them). */
  readonly contact: string;
  readonly code: string;
}
export type ContactChangeField = keyof ContactChangeValues;

/** The key group of the accountSecurity namespace with a contact-change page's texts (all with the same keys). */
export type ContactChangeMessages = 'resetEmail' | 'resetPhone';

/** What differs between the change-e-mail and the change-phone flows. */
export interface ContactChange {
  readonly kind: ContactKind;
  /** spec §5 rules the new contact is checked against. */
  readonly rules: readonly ValidationRule[];
  /** The scene the code is sent for (spec §7 codes). */
  readonly scene: CodeScene;
  /** Where the "same as now" and "done" texts are. */
  readonly messages: ContactChangeMessages;
  /** The contact as checked, sent and kept (an e-mail without the spaces around it). */
  readonly normalise: (typed: string) => string;
  /** The new contact is the one the account already has. */
  readonly isCurrent: (contact: string, current: string) => boolean;
  /** Binds the new contact with the code (the backend's message is shown, so no toast). */
  readonly bind: (client: ApiClient, contact: string, code: string) => Promise<ApiResult<unknown>>;
}
