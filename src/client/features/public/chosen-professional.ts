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
