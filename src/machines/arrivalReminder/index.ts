export {
  arrivalReminderMachine,
  registeredArrivalReminder,
  toArrivalReminderFailure,
} from './arrivalReminder.machine';
export type {
  ArrivalReminderContext,
  ArrivalReminderEmitted,
  ArrivalReminderEvent,
  ArrivalReminderFailure,
  ArrivalReminderInput,
  ArrivalReminderToastKey,
} from './arrivalReminder.machine';
export { createArrivalReminderActors } from './arrivalReminder.actors';
