import { assign, emit, fromPromise, setup } from 'xstate';
import { isValid } from '../../validation/validate';
import type { FlowMessage } from '../captcha/flowMessage';
import { errorMessage } from './errorMessage';

/** The one-time code sent to the phone has this many digits. */
export const BIND_PHONE_CODE_LENGTH = 6;

export type SubmitParam = Readonly<Record<string, string | number>>;

/** Which rule a field fails: the UI shows the rule's message (spec §5) in the shopper's language. */
export type PhoneProblem = 'required' | 'tel';
export type CodeProblem = 'required' | 'code';

export interface BindPhoneContext {
  submit_param: SubmitParam | null;
  /** spec §3 bind_phone_tip: the server's reason, shown in the dialog. */
  bind_phone_tip: string | null;
  phone: string;
  code: string;
  codeSent: boolean;
  phoneProblem: PhoneProblem | null;
  codeProblem: CodeProblem | null;
  /** The last call's failure. */
  error: FlowMessage | null;
}

export type BindPhoneEvent =
  | { type: 'open'; submit_param?: SubmitParam | null | undefined; bind_phone_tip?: string | null | undefined }
  | { type: 'close' }
  | { type: 'phone.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'sendCode' }
  | { type: 'submit' };

export type BindPhoneEmitted =
  | { type: 'closed' }
  | { type: 'bound'; phone: string; submit_param: SubmitParam | null }
  | { type: 'toast'; tone: 'info' | 'success' | 'danger'; message: FlowMessage };

export function phoneProblem(phone: string): PhoneProblem | null {
  if (!isValid('required', phone)) return 'required';
  return isValid('tel', phone) ? null : 'tel';
}

export function codeProblem(code: string): CodeProblem | null {
  if (!isValid('required', code)) return 'required';
  return /^[0-9]+$/.test(code) && code.length === BIND_PHONE_CODE_LENGTH ? null : 'code';
}

const blank = { phone: '', code: '', codeSent: false, phoneProblem: null, codeProblem: null, error: null } as const;

/**
 * The bind-phone dialog (spec §3 bind_phone, §4 code 2): shown only when requested (`open`), with
 * the server's tip; the phone (rule tel) gets a one-time code, then phone and code are submitted
 * with the submit_param the request carried. Closing forgets what was typed.
 */
export const bindPhoneMachine = setup({
  types: {
    context: {} as BindPhoneContext,
    events: {} as BindPhoneEvent,
    emitted: {} as BindPhoneEmitted,
  },
  actors: {
    sendCode: fromPromise<void, { phone: string }>(async () => {
      throw new Error('bindPhone: provide sendCode');
    }),
    submitBind: fromPromise<void, { phone: string; code: string; submit_param: SubmitParam | null }>(async () => {
      throw new Error('bindPhone: provide submitBind');
    }),
  },
  guards: {
    phoneInvalid: ({ context }) => phoneProblem(context.phone) !== null,
    formInvalid: ({ context }) => phoneProblem(context.phone) !== null || codeProblem(context.code) !== null,
  },
}).createMachine({
  id: 'bindPhone',
  context: { submit_param: null, bind_phone_tip: null, ...blank },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        open: {
          target: 'open',
          actions: assign(({ event }) => ({
            ...blank,
            submit_param: event.submit_param ?? null,
            bind_phone_tip: event.bind_phone_tip ?? null,
          })),
        },
      },
    },
    open: {
      tags: ['dialog'],
      initial: 'editing',
      on: {
        close: { target: 'hidden', actions: [assign({ ...blank }), emit({ type: 'closed' })] },
      },
      states: {
        editing: {
          on: {
            'phone.change': {
              actions: assign({ phone: ({ event }) => event.value, phoneProblem: null, error: null }),
            },
            'code.change': {
              actions: assign({ code: ({ event }) => event.value, codeProblem: null, error: null }),
            },
            sendCode: [
              { guard: 'phoneInvalid', actions: assign({ phoneProblem: ({ context }) => phoneProblem(context.phone) }) },
              { target: 'sendingCode' },
            ],
            submit: [
              {
                guard: 'formInvalid',
                actions: assign({
                  phoneProblem: ({ context }) => phoneProblem(context.phone),
                  codeProblem: ({ context }) => codeProblem(context.code),
                }),
              },
              { target: 'submitting' },
            ],
          },
        },
        sendingCode: {
          tags: ['sending'],
          entry: assign({ error: null }),
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: { target: 'editing', actions: assign({ codeSent: true }) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error, 'bindPhone.sendFailed') }) },
          },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'submitBind',
            src: 'submitBind',
            input: ({ context }) => ({ phone: context.phone, code: context.code, submit_param: context.submit_param }),
            onDone: {
              target: '#bindPhone.hidden',
              actions: [
                emit(({ context }) => ({ type: 'bound' as const, phone: context.phone, submit_param: context.submit_param })),
                emit({ type: 'toast', tone: 'success', message: { key: 'bindPhone.bound', ns: 'flows' } }),
                assign({ ...blank }),
              ],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error, 'bindPhone.failed') }) },
          },
        },
      },
    },
  },
});

export type BindPhoneMachine = typeof bindPhoneMachine;
