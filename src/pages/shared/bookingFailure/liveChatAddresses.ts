/** Where the 20001 dialog sends the shopper: the help page's live chat (spec §6) and the account centre (spec §2). */
export const LIVE_CHAT_ADDRESS = '/m/account/help.php#live-chat';
export const ACCOUNT_CENTRE_ADDRESS = '/m/center.php';
