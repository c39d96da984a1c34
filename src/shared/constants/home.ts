/**
 * Constants of Home and the shell's links, without zod: the shell and the first screens import them,
 * and zod (about 25 KB gzip) loads only with the screens that validate (decision 039).
 */

/** Until the admin sets the product's own: a placeholder video and the bare calendar site. */
export const DEFAULT_SHELL_LINKS = {
  welcomeVideoMember: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  welcomeVideoTrainer: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  welcomeVideoDietitian: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  bookDemoUrl: 'https://calendly.com/',
} as const;
