import type { FormEvent, ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { INTENT_FIELD, isFormResult, REDIRECT_FIELD, TOKEN_FIELD, type FormResult } from './formPost';
import { FormOutcomeMessage } from './FormOutcomeMessage';
import { useFormSession } from './formSession';
import { InlineForm } from './PostForm.styles';

export interface PostFormProps {
  /** What the form does (the action switches on it), e.g. `addToCart`. */
  readonly intent: string;
  /** Tells apart forms of one intent on one page (one per product card): its result shows beside it only. */
  readonly formKey?: string;
  /** The route whose action takes the post; the page the shopper is on when absent. */
  readonly action?: string;
  /** The page to come back to when `action` is another page's (a same-origin path; the server checks it). */
  readonly returnTo?: string;
  /** The form's own named values (ids, quantity), sent as hidden fields. */
  readonly fields?: Readonly<Record<string, string | number>>;
  /**
   * A flow takes the submit once the page works (its machine: captcha, dialogs, toasts): it gets the
   * form's values and nothing is posted. Without it, the form posts through a fetcher (the route's
   * action runs in the browser, the page does not navigate) and shows the result beside it.
   */
  readonly onSubmit?: (form: FormData) => void;
  /**
   * False: the form always posts to the server, the page then loads again (what the form does takes
   * effect in the server's answer, e.g. a cookie it sets). True by default.
   */
  readonly enhance?: boolean;
  /** The form takes no box of its own (`display: contents`): wrapping a button does not move it. */
  readonly inline?: boolean;
  readonly 'aria-label'?: string;
  /** The form's controls; the submit button is a `type="submit"` button among them. */
  readonly children: ReactNode;
}

function HiddenFields({ intent, returnTo, fields, token }: Pick<PostFormProps, 'intent' | 'returnTo' | 'fields'> & { token: string }) {
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {returnTo !== undefined && <input type="hidden" name={REDIRECT_FIELD} value={returnTo} />}
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}

const isFor = (result: FormResult | null, intent: string, formKey: string | undefined): result is FormResult =>
  result !== null && result.intent === intent && result.key === formKey;

/**
 * A storefront form that works before and without JavaScript: a real `<form method="post">` with
 * named fields and the session's token, handled on the server by the route's action (303 back to
 * the page, the result shown beside the form). Once the page works it is enhanced: the flow in
 * `onSubmit` takes the submit, or react-router's fetcher posts it to the same action in the browser
 * (no reload, the same message).
 */
export function PostForm(props: PostFormProps) {
  return props.onSubmit || props.enhance === false ? <PlainForm {...props} /> : <FetcherForm {...props} />;
}

/** The form as the server renders it; a flow's `onSubmit` takes its submit once the page works, else it posts to the server. */
function PlainForm({ intent, formKey, action, returnTo, fields, onSubmit, inline = false, children, ...rest }: PostFormProps) {
  const { token, flash } = useFormSession();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit(new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null));
  };
  return (
    <InlineForm method="post" {...(action ? { action } : {})} onSubmit={submit} $inline={inline} aria-label={rest['aria-label']}>
      <HiddenFields intent={intent} returnTo={returnTo} fields={fields} token={token} />
      {children}
      {isFor(flash, intent, formKey) && <FormOutcomeMessage outcome={flash.outcome} />}
    </InlineForm>
  );
}

function FetcherForm({ intent, formKey, action, returnTo, fields, inline = false, children, ...rest }: PostFormProps) {
  const { token, flash } = useFormSession();
  const fetcher = useFetcher();
  const answered = isFormResult(fetcher.data) ? fetcher.data : null;
  const shown = isFor(answered, intent, formKey) ? answered : fetcher.data === undefined && isFor(flash, intent, formKey) ? flash : null;
  return (
    <InlineForm as={fetcher.Form} method="post" {...(action ? { action } : {})} $inline={inline} aria-label={rest['aria-label']}>
      <HiddenFields intent={intent} returnTo={returnTo} fields={fields} token={token} />
      {children}
      {shown && <FormOutcomeMessage outcome={shown.outcome} />}
    </InlineForm>
  );
}
