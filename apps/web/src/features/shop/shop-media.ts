/** A media URL from the API made absolute (the API may answer paths relative to itself). */
export function absoluteMediaUrl(url: string, apiUrl: string): string {
  return new URL(url, `${apiUrl}/`).href;
}
