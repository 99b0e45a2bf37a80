export { TimeSlotPicker } from './TimeSlotPicker';
export type { TimeSlotPickerProps } from './TimeSlotPicker';
export type { DayPeriod, SlotUnavailableReason, TimeSlot } from './TimeSlotPicker.types';
