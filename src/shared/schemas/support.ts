import { z } from 'zod';
import { text } from './text.ts';

/** Support (SPEC §2, every role): a message to the team, mailed with the sender's account details. */
export const ZSupportMessageInput = z.object({
  subject: text().trim().min(1, 'Enter a subject.').max(150, 'The subject must be at most 150 characters.'),
  message: text()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(5_000, 'The message must be at most 5,000 characters.'),
});
export type SupportMessageInput = z.infer<typeof ZSupportMessageInput>;

/** How many support messages one user may send an hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
