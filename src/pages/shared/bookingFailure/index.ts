export { LiveChatDialog, type LiveChatDialogProps } from './LiveChatDialog';
export { ACCOUNT_CENTRE_ADDRESS, LIVE_CHAT_ADDRESS } from './liveChatAddresses';
export { useBookingFailure, type BookingFailureHandling } from './useBookingFailure';
