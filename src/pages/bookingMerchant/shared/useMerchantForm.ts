import { useState, type ReactNode } from 'react';
import type { ApiFailure } from '../../../api';
import { useSingleFlight } from '../../shared/forms';
import type { FieldErrors } from './fieldErrors';

/** What a form's save answers: the saved id, or the failure. */
type Saved = { readonly ok: true; readonly data: { readonly id: string } } | ApiFailure;

export interface MerchantFormOptions<V, F extends string> {
  readonly initial: () => V;
  /** The fields' problems, or null when the values can be sent. */
  readonly check: (values: V) => FieldErrors<F> | null;
}

/** One save of a form. */
export interface FormSave<V> {
  readonly save: (values: V) => Promise<Saved>;
  readonly saved: (id: string) => void;
  /** §8 text of a failed save (null: the page handled it: login, home, the live-chat dialog). */
  readonly failureText: (failure: ApiFailure) => string | null;
  /** False holds the send back (a picture still uploading; the field says why). */
  readonly ready?: () => boolean;
}

/**
 * A provider form's state (store, service, staff): its values, each field's problem, the backend's
 * refusal, and `submit`, which checks, then saves once however often it is pressed, then `saved`.
 */
export function useMerchantForm<V, F extends string>({ initial, check }: MerchantFormOptions<V, F>) {
  const submission = useSingleFlight();
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = ({ save, saved, failureText, ready = () => true }: FormSave<V>) =>
    void submission.run(async () => {
      const problems = check(values);
      setFieldErrors(problems ?? {});
      setFailure(null);
      if (problems || !ready()) return;
      const result = await save(values);
      if (result.ok) saved(result.data.id);
      else setFailure(failureText(result));
    });
  return { values, setValues, fieldErrors, failure, submitting: submission.busy, submit };
}

/** The form's part of a ready view: values, problems, the refusal (else the picture's problem), sending, the picture's field. */
export function formState<V, F extends string>(
  form: { readonly values: V; readonly fieldErrors: FieldErrors<F>; readonly failure: string | null; readonly submitting: boolean },
  photo?: { readonly problem: string | null; readonly field: ReactNode },
) {
  return { values: form.values, fieldErrors: form.fieldErrors, failure: form.failure ?? photo?.problem ?? null, submitting: form.submitting, photoField: photo?.field };
}

/** Adds `id` to a list of chosen ids, or takes it out. */
export function toggled(ids: readonly string[], id: string, chosen: boolean): readonly string[] {
  const others = ids.filter((known) => known !== id);
  return chosen ? [...others, id] : others;
}
