import { once } from '../lazy-packages.ts';

/** The list, loaded and built on first use: it is only needed when someone chooses a password. */
const commonPasswords = once(async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
});

/**
 * Whether a password is on the list of the most common passwords (about 49,000, from zxcvbn), ignoring
 * case: NIST SP 800-63B asks to refuse these instead of imposing composition rules.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
