import {
  GENERATION_STATUSES,
  type GenerationStatus,
  WEBFONTS_PROJECT_STATUSES,
  type WebfontsProjectStatus,
} from '@foundry/domain/webfonts/index';
import type { StatusTone } from '../../ui/status-badge.tsx';

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

/** How each status looks in its badge: live when served, waiting on the budget or a payment, off when stopped. */
export const STATUS_TONES: Record<WebfontsProjectStatus, StatusTone> = {
  ACTIVE: 'live',
  PAUSED: 'off',
  DELETED: 'off',
  PAUSED_BY_BUDGET: 'waiting',
  PAUSED_NOT_PAID: 'waiting',
};
