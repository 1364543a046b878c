'use client';

import { useEffect, useState } from 'react';

/** The page's own title: the text of its main h1, unless the page is an error screen. */
function readMainHeading(): string | undefined {
  const heading = document.querySelector('#main h1');
  if (!heading || heading.closest('.error-screen')) return undefined;
  const text = heading.textContent?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * The title the page at `pathname` shows in its h1, followed as the page streams in or changes it.
 * The header uses it for the last crumb of pages that name themselves nowhere else (a product whose
 * slug is not its title), so the trail never shows slug words where the page has a title.
 */
export function useMainHeading(pathname: string): string | undefined {
  const [heading, setHeading] = useState<{ pathname: string; text: string | undefined }>();
  useEffect(() => {
    const main = document.getElementById('main');
    const update = () => setHeading({ pathname, text: readMainHeading() });
    update();
    if (!main) return;
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
  return heading?.pathname === pathname ? heading.text : undefined;
}
