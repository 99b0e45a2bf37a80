export { APPOINTMENT_TABS, badgeOf, canCancel, canPayDeposit, canReschedule, hasRefundPage, inTab, refundUnderReview, tabOf, toAppointment } from './appointment';
export type { Appointment, AppointmentTab } from './appointment';
export { APPOINTMENT_REFUND_PATH, APPOINTMENTS_PATH, appointmentRefundAddress, appointmentsAddress } from './appointmentLinks';
export { dayOf, toTimeSlots } from './slots';
