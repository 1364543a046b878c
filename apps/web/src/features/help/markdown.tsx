import type { ReactNode } from 'react';

/*
 * A small, safe Markdown renderer for help articles and page texts (no Markdown library is installed).
 * It builds React elements only, never HTML strings, so text such as <script> is shown as text. The
 * subset: ## and ### headings, paragraphs, - and 1. lists, ``` code blocks, **bold**, *italic*,
 * `code` and [links](href) whose href is a path, #anchor, http(s) or mailto (others become text).
 */

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

/** Inline tokens, first match wins: code, bold, italic, link. */
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, code, bold, italic, label, href] = match;
    const key = `${index}`;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{renderInline(italic)}</em>);
    else if (label !== undefined && href !== undefined) {
      if (SAFE_HREF.test(href)) {
        const external = /^https?:\/\//i.test(href);
        nodes.push(
          <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
            {renderInline(label)}
          </a>,
        );
      } else {
        nodes.push(label);
      }
    } else {
      nodes.push(whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function InlineMarkdown({ text }: { text: string }) {
  return <>{renderInline(text)}</>;
}

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** The blocks of a Markdown text, in order. */
export function parseMarkdownBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim().startsWith('```')) {
      endParagraph();
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith('```'); i++)
        code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      // A level-1 heading inside a body would compete with the page title.
      blocks.push({ kind: 'heading', level: heading[1] === '###' ? 3 : 2, text: heading[2] ?? '' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)?.[1] ?? '';
      const previous = blocks.at(-1);
      if (previous?.kind === 'list' && previous.ordered === ordered) {
        previous.items.push(item);
      } else {
        blocks.push({ kind: 'list', ordered, items: [item] });
      }
      continue;
    }
    if (line.trim() === '') {
      endParagraph();
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

export function MarkdownBody({ source }: { source: string }) {
  return (
    <>
      {parseMarkdownBlocks(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={key}>{renderInline(block.text)}</h2>
            ) : (
              <h3 key={key}>{renderInline(block.text)}</h3>
            );
          case 'paragraph':
            return <p key={key}>{renderInline(block.text)}</p>;
          case 'code':
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are static text in a fixed order
              <li key={itemIndex}>{renderInline(item)}</li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          default:
            return null;
        }
      })}
    </>
  );
}

/** The text of a Markdown body without its markup, for descriptions and excerpts. */
export function plainText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#*`>]/g, '')
    .replace(/^\s*(?:-|\d+[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
