let common: Promise<Set<string>> | undefined;

/**
 * Whether a password is on the list of the most common passwords (about 49,000, from zxcvbn), ignoring
 * case: NIST SP 800-63B asks to refuse these instead of imposing composition rules.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  // Loaded and built on first use: the list is only needed when someone chooses a password.
  common ??= commonPasswords();
  return (await common).has(password.toLowerCase());
}

async function commonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
}
