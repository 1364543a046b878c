'use client';

import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Disclosure } from '../../ui/index.ts';
import { InlineMarkdown } from '../help/index.ts';
import type { BlockOf } from './schema-block-data.ts';

/** A video file with its captions track and the browser's controls; never autoplayed, never muted by us. */
export function VideoBlockView({ block }: { block: BlockOf<'VideoBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  return (
    <figure className="page-block page-block--video">
      <video
        controls
        preload="metadata"
        poster={block.poster?.url}
        aria-label={block.title}
        src={block.source}
      >
        <track
          kind="captions"
          src={block.captions}
          srcLang={block.captionsLanguage}
          label={t('pageBlocks.captions')}
          default
        />
        <a href={block.source}>{t('pageBlocks.downloadVideo', { title: block.title })}</a>
      </video>
      <figcaption>{block.title}</figcaption>
    </figure>
  );
}

/** The players an embedded video may come from; YouTube's privacy-enhanced host sets no cookie until played. */
const PLAYERS = {
  youtube: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
  vimeo: (id: string) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1`,
} as const;

export function VideoEmbedBlockView({ block }: { block: BlockOf<'VideoEmbedBlock'> }) {
  const player = PLAYERS[block.provider as keyof typeof PLAYERS];
  if (!player) return null;
  return (
    <figure className="page-block page-block--video-embed">
      <iframe
        src={player(block.videoId)}
        title={block.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <figcaption>{block.title}</figcaption>
    </figure>
  );
}

export function AudioBlockView({ block }: { block: BlockOf<'AudioBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  return (
    <figure className="page-block page-block--audio">
      <figcaption>{block.title}</figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording has no captions track; its transcript follows */}
      <audio controls preload="none" src={block.source} aria-label={block.title}>
        <a href={block.source}>{t('pageBlocks.downloadAudio', { title: block.title })}</a>
      </audio>
      {block.transcript ? (
        <Disclosure title={t('pageBlocks.transcript')}>
          <p>
            <InlineMarkdown text={block.transcript} />
          </p>
        </Disclosure>
      ) : null}
    </figure>
  );
}

/**
 * A framed page of an allowed host (the API refuses others when the block is saved): sandboxed,
 * lazily loaded, with no referrer beyond the origin.
 */
export function EmbedBlockView({ block }: { block: BlockOf<'EmbedBlock'> }) {
  return (
    <figure className="page-block page-block--embed">
      <iframe
        src={block.url}
        title={block.title}
        height={block.height}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <figcaption>{block.title}</figcaption>
    </figure>
  );
}
