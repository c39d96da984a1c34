import { z } from 'zod';

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export const ZEmail = z
  .string()
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'The email address is not valid')
  .pipe(z.email('The email address is not valid'))
  .transform((v) => v.toLowerCase());

/** NIST SP 800-63B: length is what counts; no composition rules. */
export const ZPassword = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.');
