import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Heading } from '../../../components/Heading';
import { RadioGroup } from '../../../components/Radio';
import { TextArea } from '../../../components/TextArea';
import { CodeField, type CodeSendState } from '../../shared/codes';
import { FormPage } from '../../shared/forms';
import { Failure, Note } from '../shared/formMessages.styles';
import { NotReadyFormPage } from '../shared/NotReadyFormPage';
import { DELETION_REASONS, MAX_REASON_DETAIL } from './deletionReasons';
import { ConsequenceList, Consequences, Text, Verify } from './DeletionView.styles';

export type DeletionStatus = 'loading' | 'error' | 'ready';

export interface DeletionValues {
  /** The chosen reason's key ('' before one is chosen). */
  readonly reason: string;
  /** The shopper's own words, for "another reason". */
  readonly detail: string;
  readonly code: string;
}
export type DeletionField = keyof DeletionValues;

/** What the shopper loses, in the order shown. */
const CONSEQUENCES = ['orders', 'points', 'coupons', 'saved', 'signIn'] as const;

export interface DeletionViewProps {
  status: DeletionStatus;
  retrying?: boolean;
  /** Where the code goes, as shown (a grouped phone number or an e-mail); null when not known. */
  codeTo?: string | null;
  values: DeletionValues;
  onChange: (field: DeletionField, value: string) => void;
  /** Each field's message (spec §5 required, the code's six digits); only fields with a problem. */
  fieldErrors?: Partial<Record<DeletionField, string>>;
  /** The one-time code's button: sending (the captcha first), sent, the resend countdown. */
  code: CodeSendState;
  /** The slider captcha is open. */
  captchaAsked?: boolean;
  /** The backend refused (a wrong code): its message. */
  failure?: string | null;
  /** The final confirmation is open. */
  confirmOpen?: boolean;
  /** The deletion call is under way. */
  deleting?: boolean;
  onSendCode: () => void;
  /** Delete was pressed: check the form and ask for the final confirmation. */
  onSubmit: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * Delete the account (spec §2 /m/account/deletion, spec §7 account deletion with a captcha): what
 * the shopper loses, why they leave, the slider captcha and a code to the account's phone or
 * e-mail, then a final confirmation. Needs login.
 */
export function DeletionView({
  status,
  retrying = false,
  codeTo = null,
  values,
  onChange,
  fieldErrors = {},
  code,
  captchaAsked = false,
  failure = null,
  confirmOpen = false,
  deleting = false,
  onSendCode,
  onSubmit,
  onConfirm,
  onCancel,
  onRetry,
}: DeletionViewProps) {
  const { t } = useTranslation('accountSecurity');
  const consequencesId = useId();
  const verifyId = useId();
  const title = t('deletion.title');
  if (status !== 'ready') return <NotReadyFormPage title={title} status={status} lines={6} retrying={retrying} onRetry={onRetry} />;
  return (
    <FormPage
      title={title}
      submitting={deleting}
      onSubmit={onSubmit}
      after={
        <Dialog
          open={confirmOpen}
          onClose={onCancel}
          title={t('deletion.confirm.title')}
          variant="confirm"
          onConfirm={onConfirm}
          confirmLabel={t('deletion.confirm.confirm')}
          cancelLabel={t('deletion.confirm.cancel')}
          confirmVariant="danger"
          confirmLoading={deleting}
        >
          {t('deletion.confirm.message')}
        </Dialog>
      }
    >
      <Consequences aria-labelledby={consequencesId}>
        <Heading level={2} variant="subtitle" id={consequencesId}>
          {t('deletion.consequences.title')}
        </Heading>
        <Text>{t('deletion.consequences.intro')}</Text>
        <ConsequenceList>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`deletion.consequences.${key}`)}</li>
          ))}
        </ConsequenceList>
      </Consequences>
      <RadioGroup
        legend={t('deletion.reason.legend')}
        name="deletion-reason"
        required
        options={DELETION_REASONS.map((reason) => ({ value: reason, label: t(`deletion.reason.options.${reason}`) }))}
        value={values.reason}
        onChange={(value) => onChange('reason', value)}
        error={fieldErrors.reason ?? null}
      />
      {values.reason === 'other' && (
        <TextArea
          label={t('deletion.reason.detail')}
          hint={t('deletion.reason.detailHint')}
          value={values.detail}
          onChange={(value) => onChange('detail', value)}
          error={fieldErrors.detail ?? null}
          rules={['required']}
          maxLength={MAX_REASON_DETAIL}
          rows={3}
        />
      )}
      <Verify role="group" aria-labelledby={verifyId}>
        <Heading level={2} variant="subtitle" id={verifyId}>
          {t('deletion.verify.title')}
        </Heading>
        <Text>{codeTo ? t('deletion.verify.intro', { address: codeTo }) : t('deletion.verify.introAccount')}</Text>
        <CodeField
          value={values.code}
          onChange={(value) => onChange('code', value)}
          error={fieldErrors.code}
          code={code}
          onSendCode={onSendCode}
          sentHint={t('deletion.verify.codeSent')}
        />
      </Verify>
      {captchaAsked && <Note role="status">{t('common.captcha')}</Note>}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" variant="danger" size="lg" fullWidth loading={deleting}>
        {t('deletion.submit')}
      </Button>
    </FormPage>
  );
}
