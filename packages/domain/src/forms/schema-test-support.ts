/** The message of each field a schema refuses, the first of each (tests only). */
export function messagesOf(
  schema: {
    safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}
