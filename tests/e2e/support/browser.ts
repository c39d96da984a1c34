import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** How Chromium is started on this machine: no sandbox as root, no background traffic. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, started the way this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
}

/** A browser window's size in CSS pixels. */
export type Viewport = { width: number; height: number };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Lets the page settle before a screenshot: dialogs' opening animations (150-200 ms), toasts sliding in,
 * lazily decoded images. 400 ms unless the caller knows it needs less or more.
 */
export async function settle(page: Page, ms = 400): Promise<void> {
  await page.waitForTimeout(ms);
}

/** The whole page, scrolled to the top, in SCREENSHOT_DIR as `name`.png; returns the file. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // From the top: a page scrolled down draws its sticky header half-way down a full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A dialog as the user sees it: the window, not the whole page (a full-page shot would show the page the
 * dialog sits over, and a scrolled page under a dialog's scroll lock draws its sticky header in the wrong
 * place). Waits `settleMs` first (by default long enough for the opening animation).
 */
export async function dialogScreenshot(page: Page, name: string, settleMs = 300): Promise<void> {
  await settle(page, settleMs);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
