import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, CodeInput, Dialog, PhoneInput } from '../../../components';
import { useLocale } from '../../../i18n/useLocale';
import { BIND_PHONE_CODE_LENGTH, type bindPhoneMachine } from '../../../machines/bindPhone/bindPhone.machine';
import { validationMessage } from '../../../validation';
import { useFlowMessageText } from '../session/useFlowMessageText';
import { CodeRow, Failure, Form, Tip } from './BindPhoneView.styles';

export interface BindPhoneViewProps {
  actorRef: ActorRefFrom<typeof bindPhoneMachine>;
}

/**
 * The bind-phone dialog of a running bindPhone actor: the server's tip, the mobile number (rule
 * tel), a one-time code sent to it, and the submit. Shown only while the flow is open.
 */
export function BindPhoneView({ actorRef }: BindPhoneViewProps) {
  const { t } = useTranslation('flows');
  const locale = useLocale();
  const text = useFlowMessageText();
  const formId = useId();
  const open = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const sending = useSelector(actorRef, (s) => s.hasTag('sending'));
  const submitting = useSelector(actorRef, (s) => s.hasTag('busy'));
  const { phone, code, codeSent, phoneProblem, codeProblem, error, bind_phone_tip } = useSelector(actorRef, (s) => s.context);

  const phoneError = phoneProblem ? validationMessage(phoneProblem, locale) : null;
  const codeError =
    codeProblem === 'required' ? validationMessage('required', locale) : codeProblem === 'code' ? t('bindPhone.codeProblem') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'submit' });
  };

  return (
    <Dialog
      open={open}
      variant="custom"
      title={t('bindPhone.title')}
      onClose={() => actorRef.send({ type: 'close' })}
      actions={
        <>
          <Button variant="outline" fullWidth onClick={() => actorRef.send({ type: 'close' })}>
            {t('bindPhone.cancel')}
          </Button>
          <Button type="submit" form={formId} fullWidth loading={submitting}>
            {t('bindPhone.submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        <Tip>{bind_phone_tip || t('bindPhone.defaultTip')}</Tip>
        <PhoneInput
          value={phone}
          onChange={(value) => actorRef.send({ type: 'phone.change', value })}
          rules={['required', 'tel']}
          error={phoneError}
        />
        <CodeRow>
          <CodeInput
            value={code}
            length={BIND_PHONE_CODE_LENGTH}
            onChange={(value) => actorRef.send({ type: 'code.change', value })}
            error={codeError}
            {...(codeSent ? { hint: t('bindPhone.codeSent', { phone }) } : {})}
          />
          <Button variant="outline" size="sm" loading={sending} onClick={() => actorRef.send({ type: 'sendCode' })}>
            {codeSent ? t('bindPhone.sendAgain') : t('bindPhone.sendCode')}
          </Button>
        </CodeRow>
        {error && <Failure role="alert">{text(error)}</Failure>}
      </Form>
    </Dialog>
  );
}
