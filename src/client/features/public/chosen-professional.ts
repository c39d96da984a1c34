import type { FormOwner } from '../../../shared/schemas/public-pages.ts';

/**
 * The professional a client chose on /dietitian-form-selector, kept in this browser (SPEC §2: the default
 * public entry is SelectPage once a dietitian's id and name are stored locally).
 */
const KEY = 'chosenProfessional';

export type ChosenProfessional = Pick<FormOwner, 'handle' | 'name'>;

export function readChosenProfessional(): ChosenProfessional | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'handle' in value &&
      'name' in value &&
      typeof value.handle === 'string' &&
      typeof value.name === 'string'
    ) {
      return { handle: value.handle, name: value.name };
    }
  } catch {
    // A value another version wrote, or storage switched off: as if nothing was chosen.
  }
  return null;
}

export function storeChosenProfessional(chosen: ChosenProfessional): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ handle: chosen.handle, name: chosen.name }));
  } catch {
    // Storage switched off: the choice lasts this visit only.
  }
}

export function forgetChosenProfessional(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The default public entry page: SelectPage once a professional is chosen, else the selector. */
export function defaultPublicEntry(): string {
  return readChosenProfessional() ? '/select-page' : '/dietitian-form-selector';
}

/** A path of this app only, so nothing in an address can send the user elsewhere. */
export function ownPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where /redirect sends: `to` when it is a path of this app, else Home when signed in, else the public entry. */
export function redirectTarget(to: string | null, signedIn: boolean): string {
  return ownPath(to) ?? (signedIn ? '/' : defaultPublicEntry());
}
