/**
 * Whether the app runs installed (SPEC §2): the display mode says standalone (Chromium, Firefox, installed
 * desktop apps), iOS Safari's own flag says so, or an Android app (a Trusted Web Activity) opened it.
 */
export function isStandalone(win: Window = window): boolean {
  const displayMode = ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches,
  );
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const androidApp = win.document.referrer.startsWith('android-app://');
  return displayMode || iosStandalone || androidApp;
}

/** Which install instructions fit this browser, when it has no install prompt of its own. */
export type InstallPlatform = 'ios' | 'android' | 'safari-mac' | 'firefox' | 'other';

export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  const ua = userAgent.toLowerCase();
  // iPadOS 13+ says it is a Mac; its touch points give it away.
  if (/iphone|ipad|ipod/.test(ua) || (ua.includes('macintosh') && maxTouchPoints > 1)) return 'ios';
  if (ua.includes('android')) return 'android';
  if (ua.includes('firefox')) return 'firefox';
  if (ua.includes('safari') && !/chrome|chromium|edg\//.test(ua)) return 'safari-mac';
  return 'other';
}
