/** A datetime-local value read as UTC ('2026-12-01T09:30' → ISO); null when empty. */
export function isoOfUtcInput(value: string): string | null {
  return value.trim() ? `${value.trim()}:00.000Z` : null;
}

/** An ISO instant as a datetime-local value in UTC, for a form's default. */
export function utcInputOf(iso: string | null): string {
  return iso ? iso.slice(0, 16) : '';
}
