/** What a form field says under it: the texts its aria-describedby names (tests only). */
export function messagesUnder(control: Element): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').filter((text) => text !== '');
}
