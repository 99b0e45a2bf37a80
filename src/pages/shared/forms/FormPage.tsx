import type { ReactNode } from 'react';
import { Form, Page, Title } from './FormPage.styles';
import { FormOutcomeMessage } from '../../../forms/FormOutcomeMessage';
import { INTENT_FIELD, TOKEN_FIELD } from '../../../forms/formPost';
import { useFormSession } from '../../../forms/formSession';

export interface FormPageProps {
  /** The page's heading, which also names its form. */
  readonly title: string;
  /** A call is under way: the form says it is busy. */
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  /** The form's fields and buttons. */
  readonly children: ReactNode;
  /** What follows the form on the page (the WeChat login, a dialog). */
  readonly after?: ReactNode;
  /**
   * The form also posts to the page's action under this intent (with the session's token, its fields
   * named): it works without JavaScript, and the action's refusal shows above the fields. Once the
   * page works, `onSubmit` takes the submit as before.
   */
  readonly intent?: string;
}

/** The frame of a form page (sign-in, sign-up, password reset, change password): the heading, one form that checks its own fields (no browser validation), and what follows it. */
export function FormPage({ title, submitting, onSubmit, children, after, intent }: FormPageProps) {
  const { token, flash } = useFormSession();
  return (
    <Page>
      <Title>{title}</Title>
      <Form
        noValidate
        {...(intent !== undefined ? { method: 'post' } : {})}
        aria-label={title}
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {intent !== undefined && (
          <>
            <input type="hidden" name={TOKEN_FIELD} value={token} />
            <input type="hidden" name={INTENT_FIELD} value={intent} />
            {flash?.intent === intent && <FormOutcomeMessage outcome={flash.outcome} />}
          </>
        )}
        {children}
      </Form>
      {after}
    </Page>
  );
}
