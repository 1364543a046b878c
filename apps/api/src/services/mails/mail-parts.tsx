import { Button, Heading, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' };
const title = { fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' };
const button = {
  backgroundColor: '#1a1a1a',
  color: '#ffffff',
  padding: '12px 20px',
  fontSize: '15px',
  textDecoration: 'none',
  borderRadius: '4px',
};

/** The mail's headline. */
export function MailTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={title}>
      {children}
    </Heading>
  );
}

/** A paragraph of body text. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/**
 * The mail's call to action: a button in HTML, "label https://…" in the text part (the link's address
 * follows its words there, so a plain-text reader can still follow it).
 */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={paragraph}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Text>
  );
}
