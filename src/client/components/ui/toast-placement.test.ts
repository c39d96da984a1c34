import { describe, expect, it } from 'vitest';
import { placeToasts, type Box } from './toast-placement.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };
/** One toast at the top of a phone, and at the bottom right of a desktop. */
const phoneToast: Box = { top: 16, left: 16, width: 358, height: 60 };
const desktopToast: Box = { top: 768 - 16 - 60, left: 1366 - 16 - 352, width: 352, height: 60 };

describe('placeToasts', () => {
  it('leaves the toasts where they are when no dialog is open', () => {
    expect(
      placeToasts({ window: phone, toasts: phoneToast, from: 'top', buttons: [], fields: [], edge: 16 }),
    ).toBe(16);
  });

  it('moves a phone’s toast below a tall dialog’s close button, and clear of its first field', () => {
    const close = { top: 28, left: 330, width: 32, height: 32 };
    const field = { top: 110, left: 40, width: 310, height: 40 };
    const save = { top: 780, left: 40, width: 310, height: 40 };
    const top = placeToasts({
      window: phone,
      toasts: phoneToast,
      from: 'top',
      buttons: [close, save],
      fields: [field],
      edge: 16,
    });
    expect(top).toBeGreaterThanOrEqual(close.top + close.height);
    expect(top).toBeGreaterThanOrEqual(field.top + field.height);
    expect(top + phoneToast.height).toBeLessThanOrEqual(save.top);
  });

  it('lifts a desktop toast above a wide dialog’s footer buttons rather than over them', () => {
    const footer = { top: 700, left: 1000, width: 150, height: 40 };
    const top = placeToasts({
      window: desktop,
      toasts: desktopToast,
      from: 'bottom',
      buttons: [footer],
      fields: [],
      edge: 16,
    });
    expect(top + desktopToast.height).toBeLessThanOrEqual(footer.top);
  });

  it('covers a field rather than a button when the dialog leaves no other place', () => {
    const fields = [{ top: 0, left: 0, width: 390, height: 844 }];
    const buttons = [{ top: 16, left: 300, width: 40, height: 40 }];
    const top = placeToasts({ window: phone, toasts: phoneToast, from: 'top', buttons, fields, edge: 16 });
    expect(top).toBeGreaterThanOrEqual(56);
  });
});
