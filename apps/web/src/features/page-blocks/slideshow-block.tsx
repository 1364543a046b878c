'use client';

import { type KeyboardEvent, useId, useState } from 'react';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/index.ts';
import { BlockImage } from './block-image.tsx';
import type { BlockOf } from './schema-block-data.ts';

/** How far the Left and Right arrow keys move the slideshow while focus is in it. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Pictures one at a time (the APG carousel pattern without rotation): a labelled region, Previous and
 * Next buttons (and the arrow keys while focus is on them), and a polite live line saying which slide
 * shows. Nothing moves unless asked.
 */
export function SlideshowBlockView({ block, apiUrl }: { block: BlockOf<'SlideshowBlock'>; apiUrl: string }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  const id = useId();
  const [current, setCurrent] = useState(0);
  const count = block.slides.length;
  const go = (to: number) => setCurrent((to + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault(); // the page does not scroll sideways as well
    go(current + step);
  };
  return (
    <section
      className="page-block page-block--slideshow"
      aria-roledescription={t('pageBlocks.slideshow')}
      aria-label={block.title}
      onKeyDown={onKeyDown}
    >
      <div className="page-block__slides" id={`${id}-slides`}>
        {block.slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group named "slide" (the APG carousel pattern)
          <figure
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed by their place
            key={index}
            role="group"
            aria-roledescription={t('pageBlocks.slide')}
            aria-label={t('pageBlocks.slideOf', { number: index + 1, count })}
            hidden={index !== current}
          >
            <BlockImage image={slide.image} apiUrl={apiUrl} sizes="(min-width: 48rem) 46rem, 100vw" />
            {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
          </figure>
        ))}
      </div>
      <div className="page-block__slide-controls">
        <Button variant="secondary" aria-controls={`${id}-slides`} onPress={() => go(current - 1)}>
          {t('pageBlocks.previousSlide')}
        </Button>
        <p aria-live="polite">{t('pageBlocks.slideOf', { number: current + 1, count })}</p>
        <Button variant="secondary" aria-controls={`${id}-slides`} onPress={() => go(current + 1)}>
          {t('pageBlocks.nextSlide')}
        </Button>
      </div>
    </section>
  );
}
