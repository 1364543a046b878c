import { DEFAULT_PAGE } from '@foundry/domain';

/** The `?page=` of a listing: a positive integer, else the first page (never an error for a visitor). */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return DEFAULT_PAGE;
  const page = Number(raw);
  return page >= 1 ? page : DEFAULT_PAGE;
}
