import Link from 'next/link';
import type { ReactNode } from 'react';

export interface ErrorScreenLink {
  href: string;
  label: string;
}

interface ErrorScreenProps {
  code: string;
  title: string;
  subtitle?: string;
  /** Heading above the links, e.g. 'You might find these actions relevant'. */
  linksHeading?: string;
  links: readonly ErrorScreenLink[];
  /** Extra actions (a reload button) shown before the links. */
  actions?: ReactNode;
}

/** A large code, a title, an optional subtitle and a few ways onward: every error page's shape. */
export function ErrorScreen({ code, title, subtitle, linksHeading, links, actions }: ErrorScreenProps) {
  return (
    <section className="error-screen">
      <p className="error-screen__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="error-screen__title">{title}</h1>
      {subtitle ? <p className="error-screen__subtitle">{subtitle}</p> : null}
      {linksHeading ? <h2 className="error-screen__links-heading">{linksHeading}</h2> : null}
      <ul className="error-screen__links">
        {actions ? <li>{actions}</li> : null}
        {links.map((link) =>
          link.href.startsWith('/') ? (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ) : (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
