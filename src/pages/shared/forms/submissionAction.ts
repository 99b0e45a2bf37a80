import type { ActionFunctionArgs } from 'react-router';
import type { z } from 'zod';
import type { ApiClient, ApiFailure } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { MALFORMED_SUBMISSION, submissionOutcomeOf, type SubmissionOutcome } from './submissionOutcome';

/**
 * The posted values: a JSON body (what useFormSubmission sends) or a form's fields (a form posted
 * without JavaScript; a field named more than once gives the list of its values). Null when the
 * body cannot be read.
 */
export async function readPostedValues(request: Request): Promise<unknown> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) return (await request.json()) as unknown;
    const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
    for (const [name, value] of await request.formData()) {
      const seen = fields[name];
      fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    }
    return fields;
  } catch {
    return null;
  }
}

/** One form's call: the checked values in, the api's result out (the same call the page made itself before). */
export type FormCall<Values, T> = (values: Values, client: ApiClient, args: ActionFunctionArgs) => Promise<{ readonly ok: true; readonly data: T } | ApiFailure>;

/**
 * A page's route action for one form: reads the posted values, checks them with the form's zod
 * schema (a post that does not fit is refused as malformed, nothing sent), makes the call through
 * the injected api client and answers its outcome (submissionOutcome).
 */
export function submissionAction<Schema extends z.ZodType, T>(schema: Schema, call: FormCall<z.infer<Schema>, T>): (args: ActionFunctionArgs, deps: RouteDeps) => Promise<SubmissionOutcome<T>> {
  return async (args, { client }) => {
    const parsed = schema.safeParse(await readPostedValues(args.request));
    if (!parsed.success) return MALFORMED_SUBMISSION;
    return submissionOutcomeOf(await call(parsed.data, client, args));
  };
}
