/** spec §2 /m/booking_appointment_service: the shopper's appointments. */
export const APPOINTMENTS_PATH = '/m/booking_appointment_service';

/** The refund page of one appointment (chosen address; spec §2 names no refund page for booking). */
export const APPOINTMENT_REFUND_PATH = '/m/booking_appointment_service/refund';

export const appointmentRefundAddress = (orderId: string) => `${APPOINTMENT_REFUND_PATH}?order_id=${encodeURIComponent(orderId)}`;

export const appointmentsAddress = (tab: string) => `${APPOINTMENTS_PATH}?tab=${encodeURIComponent(tab)}`;
