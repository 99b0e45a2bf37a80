import type { ReactNode } from 'react';
import { Form, Page, Title } from './AuthView.styles';

export interface AuthFormPageProps {
  /** The page's heading, which also names its form. */
  readonly title: string;
  /** A call is under way: the form says it is busy. */
  readonly submitting: boolean;
  readonly onSubmit: () => void;
  /** The form's fields and buttons. */
  readonly children: ReactNode;
  /** What follows the form on the page (the WeChat login, the welcome-gift dialog). */
  readonly after?: ReactNode;
}

/** The frame of the sign-in pages: the heading, one form that checks its own fields (no browser validation), and what follows it. */
export function AuthFormPage({ title, submitting, onSubmit, children, after }: AuthFormPageProps) {
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
