// Shapes shared by every back-office form; the French messages stay with each form (SPEC §5).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Digits of a phone number typed with spaces, dots or dashes. */
export const phoneDigits = (value: string) => value.replace(/[\s.\-()]/g, "");

/** SPEC §9: a phone number has 8 to 15 digits (without the dial code). */
export const isPhoneNumber = (value: string) => /^\d{8,15}$/.test(phoneDigits(value));

/** One password rule for every account screen (reset and invitation links, profile), as on the server. */
export const PASSWORD_MIN_LENGTH = 8;
