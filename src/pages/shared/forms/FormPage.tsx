import type { ReactNode } from 'react';
import { Form, Page, Title } from './FormPage.styles';

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
}

/** The frame of a form page (sign-in, sign-up, password reset, change password): the heading, one form that checks its own fields (no browser validation), and what follows it. */
export function FormPage({ title, submitting, onSubmit, children, after }: FormPageProps) {
  return (
    <Page>
      <Title>{title}</Title>
      <Form
        noValidate
        aria-label={title}
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Form>
      {after}
    </Page>
  );
}
