interface Named {
  firstName: string;
  lastName: string;
}

export function fullName(person: Named): string {
  return [person.firstName, person.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Up to two capital letters for an avatar; empty when the person has no name yet. */
export function initials(person: Named): string {
  return [person.firstName, person.lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

const WORD_FIXES: Record<string, string> = {
  Mealplan: 'Meal Plan',
  Ebook: 'eBook',
  Pt: 'Personal Trainer',
};

/** 'MealplanRequests' -> 'Meal Plan Requests': the human name of a screen of src/shared/access.ts. */
export function humanizeScreenName(screen: string): string {
  return (screen.match(/[A-Z][a-z]*|[a-z]+|\d+/g) ?? [screen])
    .map((word) => WORD_FIXES[word] ?? word)
    .join(' ');
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as people read it where they are: "3 Mar 2026". */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}
