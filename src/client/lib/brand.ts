import { APP_NAME } from '../../shared/brand.ts';

export { APP_NAME };

/** Served from public/; the same artwork as the installed app's icons. */
export const LOGO_SRC = '/icons/icon.svg';

/** The sidebar's external Book Demo link. */
export const BOOK_DEMO_URL = 'https://calendly.com/';

/** The text of the browser tab for one screen. */
export function pageTitle(screenTitle: string): string {
  return `${screenTitle} · ${APP_NAME}`;
}
