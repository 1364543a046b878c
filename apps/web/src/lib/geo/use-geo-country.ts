'use client';

import { useEffect, useState } from 'react';

const STORAGE_KEY = 'foundry.geoCountry';
let pending: Promise<string | null> | null = null;

/**
 * The visitor's country from `GET /api/geoCountry`, asked once per browser session: the answer is
 * kept in sessionStorage, and components mounting together share one request. A failed request is
 * not kept, so a later page may try again.
 */
export function fetchGeoCountry(): Promise<string | null> {
  const kept = window.sessionStorage.getItem(STORAGE_KEY);
  if (kept !== null) return Promise.resolve((JSON.parse(kept) as { country: string | null }).country);
  pending ??= fetch('/api/geoCountry', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) return null;
      const { country } = (await response.json()) as { country: string | null };
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ country }));
      return country;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The visitor's country code (e.g. 'DE'), null when unknown, undefined while it is being asked. */
export function useGeoCountry(): string | null | undefined {
  const [country, setCountry] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    fetchGeoCountry().then((value) => {
      if (active) setCountry(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return country;
}
