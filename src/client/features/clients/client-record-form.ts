import {
  KNOWN_INTOLERANCES,
  recordAge,
  RECORD_FIELD_LABELS,
  type ClientRecord,
} from '../../../shared/schemas/clients.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * The client record's dialog as text fields and ticked lists (decision 064): what the record reads as in
 * the form, and the `clients.updateRecord` input the form stands for, before it is checked.
 */
export interface RecordFormValues {
  weightKg: string;
  heightCm: string;
  birthDate: string;
  age: string;
  gender: string;
  activity: string;
  goal: string;
  /** Intolerances beyond the boxes, as a comma list. */
  otherIntolerances: string;
  /** Foods to avoid, as a comma list. */
  avoidWords: string;
  preferences: string;
  notes: string;
  [key: string]: string;
}

export interface RecordForm {
  values: RecordFormValues;
  allergies: string[];
  /** The ticked known intolerances. */
  intolerances: string[];
}

const isKnown = (word: string) => (KNOWN_INTOLERANCES as readonly string[]).includes(word);

/** The form as the record stands on `today` ("YYYY-MM-DD"): an age given earlier has counted on. */
export function recordForm(record: ClientRecord, today: string): RecordForm {
  const age = record.birthDate ? null : recordAge(record, today);
  return {
    values: {
      weightKg: record.weightKg === null ? '' : String(record.weightKg),
      heightCm: record.heightCm === null ? '' : String(record.heightCm),
      birthDate: record.birthDate ?? '',
      age: age === null ? '' : String(age),
      gender: record.gender ?? '',
      activity: record.activity ?? '',
      goal: record.goal ?? '',
      otherIntolerances: record.intolerances.filter((word) => !isKnown(word)).join(', '),
      avoidWords: record.avoidWords.join(', '),
      preferences: record.preferences,
      notes: record.notes,
    },
    allergies: [...record.allergies],
    intolerances: record.intolerances.filter(isKnown),
  };
}

/** "mushrooms, coriander; olives" -> ["mushrooms", "coriander", "olives"]: commas, semicolons, new lines. */
export function splitWords(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** A typed number, or null for a blank field; what is not a number stays NaN for the check to refuse. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The `clients.updateRecord` input of the form, every field sent: a blank one clears. */
export function recordInput(id: string, form: RecordForm) {
  const { values } = form;
  const birthDate = values.birthDate.trim() || null;
  return {
    id,
    weightKg: numberOrNull(values.weightKg),
    heightCm: numberOrNull(values.heightCm),
    birthDate,
    // With a birth date the age is the birth date's; it is not sent.
    age: birthDate ? null : numberOrNull(values.age),
    gender: values.gender || null,
    activity: values.activity || null,
    goal: values.goal || null,
    allergies: form.allergies,
    intolerances: [...form.intolerances, ...splitWords(values.otherIntolerances)],
    avoidWords: splitWords(values.avoidWords),
    preferences: values.preferences,
    notes: values.notes,
  };
}

/** "Last changed on 14 May 2026 from the client’s form: Weight, Allergies." or null for a new record. */
export function lastChangeText(record: Pick<ClientRecord, 'updatedAt' | 'lastChange'>): string | null {
  if (!record.updatedAt || !record.lastChange) return null;
  const who = record.lastChange.source === 'form' ? 'from the client’s form' : 'by you';
  const fields = record.lastChange.fields.map((field) => RECORD_FIELD_LABELS[field]).join(', ');
  return `Last changed on ${formatDate(record.updatedAt)} ${who}${fields ? `: ${fields}` : ''}.`;
}
