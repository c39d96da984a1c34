/** Numbers as a printed recipe reads them: household fractions, grams, percentages. */

const FRACTIONS: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
const FRACTION_TOLERANCE = 0.01;
const twoDecimals = new Intl.NumberFormat('en', { maximumFractionDigits: 2, useGrouping: false });

/** A household quantity: 1.5 → "1½", 0.25 → "¼", 0.333 → "⅓", 2 → "2", 1.37 → "1.37". */
export function formatQuantity(quantity: number): string {
  if (quantity <= 0) return '0';
  const whole = Math.floor(quantity + FRACTION_TOLERANCE);
  const rest = quantity - whole;
  if (Math.abs(rest) < FRACTION_TOLERANCE) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(rest - value) < FRACTION_TOLERANCE);
  if (fraction) return whole === 0 ? fraction[1] : `${whole}${fraction[1]}`;
  return twoDecimals.format(quantity);
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false });

/** A weight: "12.5 g" under 100 g, "350 g", "1.25 kg" from a kilogram. */
export function formatWeight(grams: number): string {
  if (grams >= 1000) return `${twoDecimals.format(Math.round(grams / 10) / 100)} kg`;
  if (grams >= 100) return `${Math.round(grams)} g`;
  return `${oneDecimal.format(grams)} g`;
}

/** "2 serves", "1 serve", "1½ serves". */
export function formatServes(serves: number): string {
  return `${formatQuantity(serves)} ${serves === 1 ? 'serve' : 'serves'}`;
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textColorOn(hex: string): '#ffffff' | '#1a1a1a' {
  const rgb = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!rgb) return '#ffffff';
  const channel = (part: string) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(rgb[1]!) + 0.7152 * channel(rgb[2]!) + 0.0722 * channel(rgb[3]!);
  // Contrast with white is (1.05)/(L+0.05), with near-black (L+0.05)/(0.0103+0.05): pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0603 ? '#ffffff' : '#1a1a1a';
}

/** A "#rrggbb" colour, or the fallback when the stored one is not one. */
export function validColor(hex: string | null | undefined, fallback: string): string {
  return hex && /^#[0-9a-f]{6}$/i.test(hex.trim()) ? hex.trim() : fallback;
}
