import { z } from 'zod';
import { ROLES } from '../access.ts';
import { GENDERS, GOAL_CODES, GOAL_LIMITS } from '../constants/meal-plans.ts';
import { ACTIVITY_LEVEL_KEYS } from '../nutrition/goal-options.ts';
import { CONTAINS_TAGS, type ContainsTag } from '../safety/client-safety.ts';
import { text } from './text.ts';

/**
 * Client IDs and companies (SPEC §3 Client and Company, decision 034): the contracts of the clientLinks,
 * myProfessional and companies routers, and the client ID's format, which the screens and the server share.
 */

// ---- client IDs -------------------------------------------------------------------------------------------

/** A client ID is 16 hex digits, shown in groups of four: "3F9A-0C21-7D4E-B815". */
const CLIENT_ID_DIGITS = 16;

/** "3F9A0C217D4EB815" -> "3F9A-0C21-7D4E-B815". */
export function formatClientId(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What a member typed, as the stored code: spaces and dashes dropped, capitals, and the letter O read as
 * zero (said aloud or copied from a letterhead, they look alike). Null when it cannot be a client ID at all.
 */
export function normaliseClientId(typed: string): string | null {
  const code = typed
    .replace(/[\s\-–—.]/g, '')
    .toUpperCase()
    .replace(/O/g, '0');
  return new RegExp(`^[0-9A-F]{${CLIENT_ID_DIGITS}}$`).test(code) ? code : null;
}

export const ZMyClientId = z.object({ clientId: text() });

export const ZLinkInput = z.object({
  clientId: text({ message: 'Enter your professional’s client ID.' })
    .trim()
    .min(1, 'Enter your professional’s client ID.')
    .max(40, 'A client ID is 16 letters and digits, like 3F9A-0C21-7D4E-B815.'),
});
export type LinkInput = z.input<typeof ZLinkInput>;

/** A plan of the member's folder whose public link the professional turned on. */
export const ZSharedPlanCard = z.object({
  id: z.string(),
  name: text(),
  recipePlan: z.boolean(),
  path: text(),
  updatedAt: z.date(),
});
export type SharedPlanCard = z.infer<typeof ZSharedPlanCard>;

/**
 * The member's side of the link: who they are linked to, since when, whether the professional has filed it
 * under a client yet (decision 055: until then nothing is shared), and what they shared.
 */
export const ZMyProfessional = z
  .object({
    professional: z.object({ name: text(), email: text(), role: z.enum(ROLES) }),
    linkedAt: z.date(),
    filed: z.boolean(),
    sharedPlans: z.array(ZSharedPlanCard),
  })
  .nullable();
export type MyProfessional = z.infer<typeof ZMyProfessional>;

/**
 * The professional's side: one linked account, whether its address is verified, and the client folder it
 * is filed under (null: waiting for the professional to file or refuse it).
 */
export const ZClientLink = z.object({
  id: z.string(),
  name: text(),
  email: text(),
  emailVerified: z.boolean(),
  linkedAt: z.date(),
  folderId: z.string().nullable(),
  folderName: text().nullable(),
});
export type ClientLink = z.infer<typeof ZClientLink>;

export const ZClientLinkIdInput = z.object({ id: z.uuid() });
export const ZFileClientLinkInput = z.object({ id: z.uuid(), folderId: z.uuid().nullable() });

// ---- companies --------------------------------------------------------------------------------------------

export const COMPANY_NAME_MAX = 100;

const companyName = text({ message: 'Enter the company’s name.' })
  .trim()
  .min(1, 'Enter the company’s name.')
  .max(COMPANY_NAME_MAX, `The name must be at most ${COMPANY_NAME_MAX} characters.`);

export const ZCompanyInput = z.object({ name: companyName });
export const ZCompanyRenameInput = z.object({ id: z.uuid(), name: companyName });
export const ZCompanyIdInput = z.object({ id: z.uuid() });

export const ZCompany = z.object({
  id: z.string(),
  name: text(),
  /** The professional's client folders naming it. */
  clientCount: z.number(),
  createdAt: z.date(),
});
export type Company = z.infer<typeof ZCompany>;

// ---- the client record ------------------------------------------------------------------------------------
// What the client said in an intake form and what the professional keeps of it, on the client's folder
// (issue 29 point 3, decisions 061 and 064): measures, activity, goal, allergies, intolerances, foods to
// avoid, preferences and notes.

/** The plain names of the "contains" tags, as a client reads them on the intake form and the record. */
export const ALLERGY_LABELS: Record<ContainsTag, string> = {
  Gluten: 'Gluten',
  Wheat: 'Wheat',
  Dairy: 'Dairy (milk)',
  Egg: 'Egg',
  Nuts: 'Nuts (tree nuts)',
  Peanuts: 'Peanuts',
  Seafood: 'Seafood (fish and shellfish)',
  Soy: 'Soy',
  Sesame: 'Sesame',
};

/**
 * The intolerances the record offers as boxes to tick: SPEC §9's FODMAP flags (the LKSL "other flags")
 * and its food chemicals (the nutrition tags rated moderate to high), which recipes carry as tags. Anything
 * else is kept as the professional types it.
 */
export const KNOWN_INTOLERANCES = [
  'Lactose',
  'Fructose',
  'Fructans',
  'GOS',
  'Sorbitol',
  'Mannitol',
  'Histamines',
  'Salicylates',
  'Amines',
  'Glutamates',
  'Oxalates',
] as const;

export const INTOLERANCE_LABELS: Record<(typeof KNOWN_INTOLERANCES)[number], string> = {
  Lactose: 'Lactose',
  Fructose: 'Fructose',
  Fructans: 'Fructans',
  GOS: 'GOS (galacto-oligosaccharides)',
  Sorbitol: 'Sorbitol',
  Mannitol: 'Mannitol',
  Histamines: 'Histamines',
  Salicylates: 'Salicylates',
  Amines: 'Amines',
  Glutamates: 'Glutamates',
  Oxalates: 'Oxalates',
};

export const RECORD_WORD_MAX = 60;
export const AVOID_WORDS_MAX = 50;
export const INTOLERANCES_MAX = 30;
export const RECORD_PREFERENCES_MAX = 1000;
export const RECORD_NOTES_MAX = 4000;

/**
 * Words as the record keeps them: trimmed, inner spaces single, blanks dropped, each once ignoring case
 * (the first spelling stays). A known intolerance takes its own spelling ("lactose" is "Lactose").
 */
export function cleanWords(words: readonly string[], known: readonly string[] = []): string[] {
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/\s+/g, ' ').trim();
    if (word === '') continue;
    const spelled = known.find((k) => k.toLowerCase() === word.toLowerCase()) ?? word;
    if (!kept.some((k) => k.toLowerCase() === spelled.toLowerCase())) kept.push(spelled);
  }
  return kept;
}

/** The "contains" tags given, each once, in CONTAINS_TAGS order. */
export function orderedAllergies(tags: readonly string[]): ContainsTag[] {
  return CONTAINS_TAGS.filter((tag) => tags.includes(tag));
}

/** A list of words: each 1-60 characters with a letter or digit to match, at most `max` of them. */
function wordList(what: string, max: number, known: readonly string[] = []) {
  return z
    .array(text({ message: `Enter the ${what} as words.` }).max(1000, `Keep each of the ${what} short.`), {
      message: `Enter the ${what} as words.`,
    })
    .max(max * 4, `Keep to ${max} ${what}.`)
    .transform((words) => cleanWords(words, known))
    .superRefine((words, ctx) => {
      if (words.length > max) ctx.addIssue({ code: 'custom', message: `Keep to ${max} ${what}.` });
      for (const word of words) {
        if (word.length > RECORD_WORD_MAX) {
          ctx.addIssue({
            code: 'custom',
            message: `“${word.slice(0, 20)}…” is too long: keep each of the ${what} to ${RECORD_WORD_MAX} characters.`,
          });
        } else if (!/[\p{L}\p{N}]/u.test(word)) {
          ctx.addIssue({ code: 'custom', message: `“${word}” has no letters: name a food.` });
        }
      }
    });
}

const { weightKg: weightLimits, heightCm: heightLimits, age: ageLimits } = GOAL_LIMITS;
const weightMessage = `Enter the weight in kg, from ${weightLimits.min} to ${weightLimits.max}, or leave it blank.`;
const heightMessage = `Enter the height in cm, from ${heightLimits.min} to ${heightLimits.max}, or leave it blank.`;
const ageMessage = `Enter an age in whole years, from ${ageLimits.min} to ${ageLimits.max}, or leave it blank.`;
const birthDateMessage = `Enter a birth date that makes the client ${ageLimits.min} to ${ageLimits.max} years old, or leave it blank.`;

/** "2026-05-14" of a date, in UTC (the server's and the tests' calendar). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Full years from one "YYYY-MM-DD" day to another. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** Whether a "YYYY-MM-DD" names a real day. */
function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === day;
}

/**
 * The client's age on `today`: from the birth date when the record has one, else the age the client gave
 * counted on from the day they gave it (`ageOn`); null when neither is known.
 */
export function recordAge(
  record: { birthDate: string | null; age: number | null; ageOn: string | null },
  today: string,
): number | null {
  if (record.birthDate) return yearsBetween(record.birthDate, today);
  if (record.age === null) return null;
  return record.age + (record.ageOn ? Math.max(0, yearsBetween(record.ageOn, today)) : 0);
}

/**
 * What the professional saves of a client's record. Only the fields sent change (the dialog sends them
 * all); a measure sent as null is cleared. A birth date, when given, replaces an age.
 */
export const ZClientRecordInput = z.object({
  id: z.uuid(),
  weightKg: z
    .number({ message: weightMessage })
    .min(weightLimits.min, weightMessage)
    .max(weightLimits.max, weightMessage)
    .nullable()
    .optional(),
  heightCm: z
    .number({ message: heightMessage })
    .min(heightLimits.min, heightMessage)
    .max(heightLimits.max, heightMessage)
    .nullable()
    .optional(),
  birthDate: text({ message: birthDateMessage })
    .trim()
    .refine(
      (day) => {
        if (!isRealDay(day)) return false;
        const years = yearsBetween(day, isoDay(new Date()));
        return years >= ageLimits.min && years <= ageLimits.max;
      },
      { message: birthDateMessage },
    )
    .nullable()
    .optional(),
  age: z
    .number({ message: ageMessage })
    .int(ageMessage)
    .min(ageLimits.min, ageMessage)
    .max(ageLimits.max, ageMessage)
    .nullable()
    .optional(),
  gender: z.enum(GENDERS, { message: 'Choose female or male, or leave it blank.' }).nullable().optional(),
  activity: z
    .enum(ACTIVITY_LEVEL_KEYS, { message: 'Choose an activity level, or leave it blank.' })
    .nullable()
    .optional(),
  goal: z.enum(GOAL_CODES, { message: 'Choose a goal, or leave it blank.' }).nullable().optional(),
  allergies: z
    .array(z.enum(CONTAINS_TAGS, { message: `Choose allergies from: ${CONTAINS_TAGS.join(', ')}.` }), {
      message: `Choose allergies from: ${CONTAINS_TAGS.join(', ')}.`,
    })
    .max(CONTAINS_TAGS.length * 2, `Choose allergies from: ${CONTAINS_TAGS.join(', ')}.`)
    .transform(orderedAllergies)
    .optional(),
  intolerances: wordList('intolerances', INTOLERANCES_MAX, KNOWN_INTOLERANCES).optional(),
  avoidWords: wordList('foods to avoid', AVOID_WORDS_MAX).optional(),
  preferences: text({ message: 'Enter the preferences as text.' })
    .trim()
    .max(RECORD_PREFERENCES_MAX, `Keep the preferences to ${RECORD_PREFERENCES_MAX} characters.`)
    .optional(),
  notes: text({ message: 'Enter the notes as text.' })
    .trim()
    .max(RECORD_NOTES_MAX, `Keep the notes to ${RECORD_NOTES_MAX} characters.`)
    .optional(),
});
export type ClientRecordInput = z.input<typeof ZClientRecordInput>;

/** The parts of the record a change is told by: the age stands for the birth date too. */
export const RECORD_FIELDS = [
  'weightKg',
  'heightCm',
  'age',
  'gender',
  'activity',
  'goal',
  'allergies',
  'intolerances',
  'avoidWords',
  'preferences',
  'notes',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

export const RECORD_FIELD_LABELS: Record<RecordField, string> = {
  weightKg: 'Weight',
  heightCm: 'Height',
  age: 'Age',
  gender: 'Sex',
  activity: 'Activity',
  goal: 'Goal',
  allergies: 'Allergies',
  intolerances: 'Intolerances',
  avoidWords: 'Foods to avoid',
  preferences: 'Preferences',
  notes: 'Notes',
};

/** Who made the record's last change: an intake form the professional accepted, or the professional. */
export const RECORD_CHANGE_SOURCES = ['form', 'professional'] as const;
export const ZRecordLastChange = z.object({
  source: z.enum(RECORD_CHANGE_SOURCES),
  fields: z.array(z.enum(RECORD_FIELDS)),
});
export type RecordLastChange = z.infer<typeof ZRecordLastChange>;

/** A client's record as the Clients screen and the calculator read it. */
export const ZClientRecord = z.object({
  id: z.string(),
  client: text(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  birthDate: z.string().nullable(),
  /** The age the client gave, on `ageOn` (null with a birth date). */
  age: z.number().nullable(),
  ageOn: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  activity: z.enum(ACTIVITY_LEVEL_KEYS).nullable(),
  goal: z.enum(GOAL_CODES).nullable(),
  allergies: z.array(z.enum(CONTAINS_TAGS)),
  intolerances: z.array(text()),
  avoidWords: z.array(text()),
  preferences: text(),
  notes: text(),
  /** When the record last changed, and what changed then. */
  updatedAt: z.date().nullable(),
  lastChange: ZRecordLastChange.nullable(),
});
export type ClientRecord = z.infer<typeof ZClientRecord>;

/** One change a form would make to a record: the field, its value now, and the form's. */
export const ZRecordChange = z.object({
  field: z.enum(RECORD_FIELDS),
  now: z.string(),
  next: z.string(),
});
export type RecordChange = z.infer<typeof ZRecordChange>;
