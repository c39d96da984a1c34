/**
 * What a push message carries (decision 029): a title, a body and a link inside the app. The server
 * encrypts it as JSON; the service worker reads it back, with safe fallbacks for anything malformed.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this app (such as /meal-plans), opened when the notification is clicked. */
  link: string;
}

const APP_NAME = 'Meal Planner';

/** A path of this app, or Home: never another site (`//host` or a scheme). */
export function appLink(link: string | null | undefined): string {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return '/';
  return link;
}

export function parsePushMessage(text: string): PushMessage {
  try {
    const value = JSON.parse(text) as Partial<PushMessage> | null;
    if (value && typeof value === 'object') {
      return {
        title: typeof value.title === 'string' && value.title ? value.title : APP_NAME,
        body: typeof value.body === 'string' ? value.body : '',
        link: appLink(typeof value.link === 'string' ? value.link : null),
      };
    }
  } catch {
    // A plain-text message: shown as the body.
  }
  return { title: APP_NAME, body: text, link: '/' };
}
