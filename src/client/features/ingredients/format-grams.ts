const gramsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A portion's weight as people read it: "90 g", "12.5 g". */
export function formatGrams(grams: number): string {
  return `${gramsFormat.format(grams)} g`;
}
