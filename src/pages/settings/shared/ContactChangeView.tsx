import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { CodeField, type CodeSendState } from '../../shared/codes';
import { FormPage } from '../../shared/forms';
import type { ContactChangeField, ContactChangeMessages, ContactChangeStatus, ContactChangeValues } from './contactChange';
import { Intro } from './ContactChangeView.styles';
import { Failure, Note } from './formMessages.styles';
import { NotReadyFormPage } from './NotReadyFormPage';

/** What a change-e-mail or change-phone view takes. */
export interface ContactChangeViewProps {
  status: ContactChangeStatus;
  retrying?: boolean;
  /** The account's e-mail or phone number now; null when it has none. */
  current?: string | null;
  values: ContactChangeValues;
  onChange: (field: ContactChangeField, value: string) => void;
  /** Each field's message (spec §5 rules, the same contact as now, no code asked for); only fields with a problem. */
  fieldErrors?: Partial<Record<ContactChangeField, string>>;
  /** The one-time code's button: sending, sent, the resend countdown. */
  code: CodeSendState;
  /** Where the last code went. */
  sentTo?: string | null;
  /** The slider captcha is open (the backend asked for it). */
  captchaAsked?: boolean;
  /** The backend refused (a wrong code, an e-mail or number in use): its message. */
  failure?: string | null;
  submitting?: boolean;
  onSendCode: () => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** What the new contact's input is given by the form. */
export interface ContactFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
}

export interface ContactChangeFormProps extends ContactChangeViewProps {
  /** The page's texts: a key group of the accountSecurity namespace. */
  messages: ContactChangeMessages;
  /** The new contact's input (an e-mail field, a phone number field), labelled by the page. */
  renderField: (field: ContactFieldProps) => ReactNode;
  /** How an e-mail or number is shown (a phone number grouped); as it is unless told. */
  formatContact?: (contact: string) => string;
}

const asIs = (contact: string) => contact;

/**
 * Change the account's e-mail or phone number: the one now, the new one and the code sent to it,
 * with the resend countdown, the captcha's note and the backend's refusal. The pages give their
 * texts, their input and how a contact is shown. Needs login.
 */
export function ContactChangeView({
  status,
  retrying = false,
  current = null,
  values,
  onChange,
  fieldErrors = {},
  code,
  sentTo = null,
  captchaAsked = false,
  failure = null,
  submitting = false,
  onSendCode,
  onSubmit,
  onRetry,
  messages,
  renderField,
  formatContact = asIs,
}: ContactChangeFormProps) {
  const { t } = useTranslation('accountSecurity');
  const title = t(`${messages}.title`);
  if (status !== 'ready') return <NotReadyFormPage title={title} status={status} lines={4} retrying={retrying} onRetry={onRetry} />;
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <KeyValueList>
        <KeyValueRow label={t(`${messages}.current`)} value={current ? formatContact(current) : t(`${messages}.none`)} />
      </KeyValueList>
      <Intro>{t(`${messages}.intro`)}</Intro>
      {renderField({ value: values.contact, onChange: (value) => onChange('contact', value), error: fieldErrors.contact ?? null })}
      <CodeField
        value={values.code}
        onChange={(value) => onChange('code', value)}
        error={fieldErrors.code}
        code={code}
        onSendCode={onSendCode}
        {...(sentTo ? { sentHint: t(`${messages}.codeSentTo`, { address: formatContact(sentTo) }) } : {})}
      />
      {captchaAsked && <Note role="status">{t('common.captcha')}</Note>}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t(`${messages}.submit`)}
      </Button>
    </FormPage>
  );
}
