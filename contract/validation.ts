// Shapes shared by every back-office form (and by the server's account rules, so both accept the
// same addresses); the French messages stay with each form (SPEC §5). Every check looks at the
// length first and then walks the text once: no regular expression that can backtrack.
export const MAX_EMAIL_LENGTH = 254;
const MAX_PHONE_INPUT = 40;
const SPACE = /\s/;

/** "local@domain.tld": one @, no spaces, a dot inside the domain (not at its ends). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || SPACE.test(email)) return false;
  const at = email.indexOf("@");
  if (at < 1 || at !== email.lastIndexOf("@")) return false;
  const domain = email.slice(at + 1);
  return domain.slice(1, -1).includes(".");
}

/** Digits of a phone number typed with spaces, dots or dashes. */
export const phoneDigits = (value: string) => value.replace(/[\s.\-()]/g, "");

/** SPEC §9: a phone number has 8 to 15 digits (without the dial code). */
export const isPhoneNumber = (value: string) => value.length <= MAX_PHONE_INPUT && /^\d{8,15}$/.test(phoneDigits(value));

/** One password rule for every account screen (reset and invitation links, profile), as on the server. */
export const PASSWORD_MIN_LENGTH = 8;
