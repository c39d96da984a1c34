import { APP_NAME } from '../../shared/brand.ts';

export { APP_NAME };

/** Served from public/; the same artwork as the installed app's icons. */
export const LOGO_SRC = '/icons/icon.svg';

/** The text of the browser tab for one screen. */
export function pageTitle(screenTitle: string): string {
  return `${screenTitle} · ${APP_NAME}`;
}
