/** The name fields of a user that display helpers read; any of them may be missing. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}

/** A name field trimmed, or undefined when it is missing or blank. */
export function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
