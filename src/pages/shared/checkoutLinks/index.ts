/** spec §2 order confirm for a booking: pays the deposit of a booking waiting for it. */
export const depositCheckoutAddress = (bookingId: string) => `/m/orderconfirm?booking_id=${encodeURIComponent(bookingId)}`;
