// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchGeoCountry, useGeoCountry } from './use-geo-country.ts';

function Country() {
  const country = useGeoCountry();
  return <p>{country === undefined ? 'asking' : String(country)}</p>;
}

describe('useGeoCountry', () => {
  let calls: string[];
  beforeEach(() => {
    window.sessionStorage.clear();
    calls = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answer(status: number, country: string | null) {
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ country }), { status });
    });
  }

  it('asks /api/geoCountry once per browser session', async () => {
    answer(200, 'DE');
    render(
      <>
        <Country />
        <Country />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('DE')).toHaveLength(2));
    expect(await fetchGeoCountry()).toBe('DE');
    expect(calls).toEqual(['/api/geoCountry']);
  });

  it('keeps an unknown country too, but not a failure', async () => {
    answer(500, null);
    expect(await fetchGeoCountry()).toBeNull();
    answer(200, null);
    expect(await fetchGeoCountry()).toBeNull();
    expect(await fetchGeoCountry()).toBeNull();
    expect(calls).toHaveLength(2);
  });
});
