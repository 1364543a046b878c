// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownBody, plainText } from './markdown.tsx';

afterEach(cleanup);

describe('MarkdownBody', () => {
  it('renders headings, paragraphs, lists, code and inline emphasis as elements', () => {
    const { container } = render(
      <MarkdownBody
        source={
          'Intro with **bold**, *italic* and `code`.\n\n## macOS\nDouble-click.\n\n- one\n- two\n\n1. first\n2. second\n\n```\n@font-face {}\n```'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('macOS');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelector('p code')?.textContent).toBe('code');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(container.querySelector('pre code')?.textContent).toBe('@font-face {}');
  });

  it('links paths, mail and web addresses, and turns other links into text', () => {
    render(
      <MarkdownBody source="See [terms](/terms), [mail](mailto:a@b.example), [site](https://example.com) and [bad](javascript:alert(1))." />,
    );
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.example');
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(document.body.textContent).toContain('bad');
  });

  it('shows HTML in the source as text, never as markup', () => {
    const { container } = render(
      <MarkdownBody source={'<script>alert(1)</script> <img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('gives the plain text for excerpts', () => {
    expect(plainText('## Title\n- **Bold** [link](/x)\n\n```\ncode\n```')).toBe('Title Bold link');
  });
});
