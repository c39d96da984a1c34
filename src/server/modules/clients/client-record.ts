import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { activityLevel, CLIENT_GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import { readAvoidAnswer } from '../../../shared/safety/client-safety.ts';
import {
  cleanWords,
  isoDay,
  orderedAllergies,
  recordAge,
  RECORD_FIELDS,
  type ClientRecord,
  type RecordChange,
  type RecordField,
  type RecordLastChange,
  type ZClientRecordInput,
} from '../../../shared/schemas/clients.ts';
import type { FormAnswers } from '../../../shared/schemas/form-submissions.ts';
import { NO_CLIENT_SAFETY, type ClientSafety } from '../../../shared/schemas/safety.ts';
import type { Database } from '../../db/client.ts';
import { folders, type FolderRow } from '../../db/schema/index.ts';
import { findOwnFolder, type FolderOwner } from './folders.ts';

/**
 * The client record (issue 29 point 3, decision 064): what a client said in an intake form and what the
 * professional keeps of it, on the client's folder. The one place the clients module reads and writes it.
 * A professional's save changes what they sent; an accepted form replaces the measures it gives and adds
 * its allergies and avoided words to the record's, so nothing the professional kept is silently lost.
 * Each change records when it happened and which fields it changed.
 */

/** The record's columns of a folder row. */
export type RecordValues = Pick<
  FolderRow,
  | 'weightKg'
  | 'heightCm'
  | 'birthDate'
  | 'age'
  | 'ageOn'
  | 'gender'
  | 'activity'
  | 'goal'
  | 'allergies'
  | 'intolerances'
  | 'avoidWords'
  | 'preferences'
  | 'notes'
>;

/**
 * What the plans, the picker, the shopping list and the documents apply of a folder's record: its
 * allergies and avoided words (and its intolerances, shown only). A folder that is not there has none. The
 * caller has already checked the folder is the actor's (a plan's folder is its owner's).
 */
export async function clientSafetyOf(db: Database, folderId: string): Promise<ClientSafety> {
  const [row] = await db
    .select({
      allergies: folders.allergies,
      intolerances: folders.intolerances,
      avoidWords: folders.avoidWords,
    })
    .from(folders)
    .where(eq(folders.id, folderId));
  return row ?? NO_CLIENT_SAFETY;
}

function recordOf(row: FolderRow): ClientRecord {
  return {
    id: row.id,
    client: row.client,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    birthDate: row.birthDate,
    age: row.age,
    ageOn: row.ageOn,
    gender: row.gender,
    activity: row.activity,
    goal: row.goal,
    allergies: orderedAllergies(row.allergies),
    intolerances: row.intolerances,
    avoidWords: row.avoidWords,
    preferences: row.preferences,
    notes: row.notes,
    updatedAt: row.recordUpdatedAt,
    lastChange: row.recordLastChange,
  };
}

/** One of the owner's client records; anyone else's folder is "No client folder found.". */
export async function readClientRecord(db: Database, owner: FolderOwner, id: string): Promise<ClientRecord> {
  return recordOf(await findOwnFolder(db, owner, id));
}

const today = () => isoDay(new Date());

/** How a field of the record reads to the professional, "not recorded" (or "none") when it is empty. */
export function recordValueText(field: RecordField, record: RecordValues, on: string): string {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');
  switch (field) {
    case 'weightKg':
      return record.weightKg === null ? 'not recorded' : `${record.weightKg} kg`;
    case 'heightCm':
      return record.heightCm === null ? 'not recorded' : `${record.heightCm} cm`;
    case 'age': {
      const age = recordAge(record, on);
      if (age === null) return 'not recorded';
      return record.birthDate ? `${age} (born ${record.birthDate})` : `${age}`;
    }
    case 'gender':
      return record.gender === null ? 'not recorded' : record.gender === 'female' ? 'Female' : 'Male';
    case 'activity':
      return record.activity === null ? 'not recorded' : activityLevel(record.activity).label;
    case 'goal':
      return record.goal === null ? 'not recorded' : CLIENT_GOAL_LABELS[record.goal];
    case 'allergies':
      return list(orderedAllergies(record.allergies));
    case 'intolerances':
      return list(record.intolerances);
    case 'avoidWords':
      return list(record.avoidWords);
    case 'preferences':
      return record.preferences || 'none';
    case 'notes':
      return record.notes || 'none';
  }
}

/** Each field whose value reads differently in `next`, with both readings. */
export function recordChanges(current: RecordValues, next: RecordValues, on: string): RecordChange[] {
  return RECORD_FIELDS.flatMap((field) => {
    const now = recordValueText(field, current, on);
    const after = recordValueText(field, next, on);
    return now === after ? [] : [{ field, now, next: after }];
  });
}

/** Whether the record holds anything at all. */
export function recordHasValues(record: RecordValues): boolean {
  return (
    record.weightKg !== null ||
    record.heightCm !== null ||
    record.birthDate !== null ||
    record.age !== null ||
    record.gender !== null ||
    record.activity !== null ||
    record.goal !== null ||
    record.allergies.length > 0 ||
    record.intolerances.length > 0 ||
    record.avoidWords.length > 0 ||
    record.preferences !== '' ||
    record.notes !== ''
  );
}

/**
 * The record after a form's answers: the measures it gives replace the record's (an age that agrees with
 * the birth date on record keeps the birth date); its allergies (ticked, and those its "foods to avoid"
 * names, read by readAvoidAnswer) and avoided words join the record's. A promo lead brings nothing.
 */
export function recordWithForm(current: RecordValues, answers: FormAnswers, on: string): RecordValues {
  if (answers.kind === 'promo') return current;
  const said = readAvoidAnswer(answers.avoid);
  const allergies = orderedAllergies([
    ...current.allergies,
    ...said.allergies,
    ...(answers.kind === 'intake' ? answers.allergies : []),
  ]);
  const avoidWords = cleanWords([...current.avoidWords, ...said.avoidWords]);
  if (answers.kind === 'recipe') return { ...current, allergies, avoidWords };
  const ageAgrees = recordAge(current, on) === answers.age;
  return {
    ...current,
    weightKg: answers.weightKg,
    heightCm: answers.heightCm,
    ...(ageAgrees ? {} : { birthDate: null, age: answers.age, ageOn: on }),
    gender: answers.gender,
    activity: answers.activity,
    goal: answers.goal,
    allergies,
    avoidWords,
  };
}

/** Writes `next` on the folder if it changes anything, saying when and what; answers the fields changed. */
async function writeRecord(
  tx: Database,
  folder: FolderRow,
  next: RecordValues,
  source: RecordLastChange['source'],
  on: string,
): Promise<RecordField[]> {
  const fields = recordChanges(folder, next, on).map((change) => change.field);
  if (fields.length === 0) return [];
  const now = new Date();
  await tx
    .update(folders)
    .set({
      weightKg: next.weightKg,
      heightCm: next.heightCm,
      birthDate: next.birthDate,
      age: next.age,
      ageOn: next.ageOn,
      gender: next.gender,
      activity: next.activity,
      goal: next.goal,
      allergies: next.allergies,
      intolerances: next.intolerances,
      avoidWords: next.avoidWords,
      preferences: next.preferences,
      notes: next.notes,
      recordUpdatedAt: now,
      recordLastChange: { source, fields },
      updatedAt: now,
    })
    .where(eq(folders.id, folder.id));
  return fields;
}

/**
 * Applies an accepted form to the client's record, inside the caller's transaction, the folder already
 * known to be the actor's. Answers the fields it changed.
 */
export async function applyFormToRecord(
  tx: Database,
  folderId: string,
  answers: FormAnswers,
): Promise<RecordField[]> {
  const [folder] = await tx.select().from(folders).where(eq(folders.id, folderId)).for('update');
  if (!folder) return [];
  const on = today();
  return writeRecord(tx, folder, recordWithForm(folder, answers, on), 'form', on);
}

/** What a form would change on a folder's record, for the professional to see before accepting. */
export function formRecordChanges(
  folder: RecordValues,
  answers: FormAnswers,
): { recordChanges: RecordChange[]; recordHasValues: boolean } {
  const on = today();
  return {
    recordChanges: recordChanges(folder, recordWithForm(folder, answers, on), on),
    recordHasValues: recordHasValues(folder),
  };
}

/**
 * "Client updated": the professional saves the record of one of their folders. Only the fields sent change;
 * a birth date replaces an age, and an age that is the record's age today keeps the day it was given.
 */
export async function updateClientRecord(
  db: Database,
  owner: FolderOwner,
  input: z.output<typeof ZClientRecordInput>,
): Promise<{ fields: RecordField[] }> {
  return db.transaction(async (tx) => {
    const folder = await findOwnFolder(tx, owner, input.id, { forUpdate: true });
    const on = today();
    const next: RecordValues = { ...folder };
    const { id: _id, birthDate, age, ...rest } = input;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) Object.assign(next, { [key]: value });
    }
    Object.assign(next, agePart(folder, { birthDate, age }, on));
    return { fields: await writeRecord(tx, folder, next, 'professional', on) };
  });
}

/**
 * The birth date and age a save leaves: a birth date sent replaces any age; an age sent replaces a birth
 * date (unless it is the age that birth date gives today, and the birth date was not cleared) and keeps the
 * day it was first given while it is still the client's age; null clears.
 */
function agePart(
  folder: RecordValues,
  sent: { birthDate: string | null | undefined; age: number | null | undefined },
  on: string,
): Pick<RecordValues, 'birthDate' | 'age' | 'ageOn'> {
  const kept = { birthDate: folder.birthDate, age: folder.age, ageOn: folder.ageOn };
  if (sent.birthDate) return { birthDate: sent.birthDate, age: null, ageOn: null };
  if (sent.birthDate === undefined && sent.age === undefined) return kept;
  const cleared = { birthDate: null, age: null, ageOn: null };
  if (sent.age === null) return cleared;
  // The birth date cleared and no age sent: an age the record had without a birth date stays.
  if (sent.age === undefined) return folder.birthDate ? cleared : kept;
  const sameAge = recordAge(folder, on) === sent.age;
  if (sameAge && (folder.birthDate === null || sent.birthDate === undefined)) return kept;
  return { birthDate: null, age: sent.age, ageOn: on };
}
