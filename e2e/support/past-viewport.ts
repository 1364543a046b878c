import type { Page } from '@playwright/test';

/**
 * The elements matching `selector`, and everything inside them, whose box reaches past the left or
 * right edge of the window, each as "tag.class: left..right". An element clipped by an ancestor's
 * `overflow: clip` still counts (the page's scrollWidth misses exactly those); an empty or visually
 * hidden element, or one inside a box that scrolls sideways (a table, a code block), does not.
 */
export function elementsPastViewport(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const width = document.documentElement.clientWidth;
    /** Whether it or an ancestor is visually hidden (clipped away), or an ancestor scrolls sideways. */
    const excused = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== '' && style.clip !== 'auto')) return true;
        if (node !== element && (style.overflowX === 'auto' || style.overflowX === 'scroll')) return true;
      }
      return false;
    };
    const past: string[] = [];
    for (const root of Array.from(document.querySelectorAll(css))) {
      for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left >= -0.5 && box.right <= width + 0.5) continue;
        if (excused(element)) continue;
        const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
        past.push(`${name}: ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return past;
  }, selector);
}
