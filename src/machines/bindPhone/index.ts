export { bindPhoneMachine, BIND_PHONE_CODE_LENGTH, codeProblem, phoneProblem } from './bindPhone.machine';
export type {
  BindPhoneContext,
  BindPhoneEmitted,
  BindPhoneEvent,
  BindPhoneMachine,
  CodeProblem,
  PhoneProblem,
  SubmitParam,
} from './bindPhone.machine';
export { createBindPhoneActors } from './bindPhone.actors';
