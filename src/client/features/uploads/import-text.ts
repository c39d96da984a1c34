/** The words and numbers both import screens (Upload Excel, Import recipes) write the same way. */

const numberFormat = new Intl.NumberFormat();

/** 1616 -> "1,616" (in the reader's own way of writing numbers). */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** "1 food" / "3 foods". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** 1918324 -> "1.8 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
