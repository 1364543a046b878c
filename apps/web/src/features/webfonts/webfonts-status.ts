import {
  GENERATION_STATUSES,
  type GenerationStatus,
  WEBFONTS_PROJECT_STATUSES,
  type WebfontsProjectStatus,
} from '@foundry/domain/webfonts/index';

/** A status the pages have words for (an unknown one reads as the nearest: paused). */
export function knownStatus(status: string): WebfontsProjectStatus {
  return (WEBFONTS_PROJECT_STATUSES as readonly string[]).includes(status)
    ? (status as WebfontsProjectStatus)
    : 'PAUSED';
}

/** A generation status the pages have words for (an unknown one reads as waiting). */
export function knownGeneration(generation: string): GenerationStatus {
  return (GENERATION_STATUSES as readonly string[]).includes(generation)
    ? (generation as GenerationStatus)
    : 'Pending';
}

/**
 * What the customer may switch to (the domain's canChangeStatus): an active hosted project can be
 * paused, a paused one (by hand or by its budget) activated again — the API refuses the latter while
 * the budget is still spent. An unpaid project is activated by paying; a self-hosting kit is not
 * served, so there is nothing to pause.
 */
export function statusToggle(project: { type: string; status: string }): 'PAUSED' | 'ACTIVE' | null {
  if (project.type !== 'regular') return null;
  if (project.status === 'ACTIVE') return 'PAUSED';
  if (project.status === 'PAUSED' || project.status === 'PAUSED_BY_BUDGET') return 'ACTIVE';
  return null;
}

/** 'YYYY-MM' as the month's name and year in the page's language ('2026-10' → 'October 2026'). */
export function monthName(month: string, locale = 'en'): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
