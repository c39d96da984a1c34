import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a password is on the list of the most common passwords (about 49,000, from zxcvbn), ignoring
 * case: NIST SP 800-63B asks to refuse these instead of imposing composition rules.
 */
export function isCommonPassword(password: string): boolean {
  // Built on first use: the list is only needed when someone chooses a password.
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
