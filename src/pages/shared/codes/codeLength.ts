/** A one-time code is six digits. */
export const CODE_LENGTH = 6;
