import type { OrderItemLicense, OrderItemLicenseOption } from '@foundry/domain';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function readOption(raw: unknown): OrderItemLicenseOption | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const option = raw as Record<string, unknown>;
  const name = text(option.name);
  const value = typeof option.value === 'number' ? String(option.value) : text(option.value);
  if (!name || value === null) return null;
  return {
    name,
    title: text(option.title) ?? name,
    value,
    valueTitle: text(option.valueTitle) ?? value,
  };
}

function readEntry(raw: unknown): OrderItemLicense | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = raw as Record<string, unknown>;
  const id = text(entry.id);
  if (!id) return null;
  const options = Array.isArray(entry.options)
    ? entry.options.map(readOption).filter((option) => option !== null)
    : [];
  return {
    id,
    title: text(entry.title) ?? id,
    options,
    licenseName: text(entry.licenseName),
    licenseEmail: text(entry.licenseEmail),
    licenseIndex: typeof entry.licenseIndex === 'number' ? entry.licenseIndex : null,
  };
}

/**
 * The licence entries an order item keeps in its `license` column: a list of OrderItemLicense (or an
 * object holding it under `entries` or `licenses`). Anything unreadable is skipped, never guessed.
 */
export function orderItemLicenses(stored: unknown): OrderItemLicense[] {
  const list = Array.isArray(stored)
    ? stored
    : typeof stored === 'object' && stored !== null
      ? ((stored as Record<string, unknown>).entries ?? (stored as Record<string, unknown>).licenses)
      : null;
  if (!Array.isArray(list)) return [];
  return list.map(readEntry).filter((entry) => entry !== null);
}
