export { ArrivalReminder } from './ArrivalReminder';
export type { ArrivalReminderProps } from './ArrivalReminder';
export { ArrivalReminderView } from './ArrivalReminderView';
export type { ArrivalReminderActorRef, ArrivalReminderViewProps } from './ArrivalReminderView';
