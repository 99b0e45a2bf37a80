export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { WEEK_START } from './weekStart';
export type { Weekday } from './calendarMath';
