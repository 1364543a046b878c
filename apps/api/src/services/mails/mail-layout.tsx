import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { SELLER } from '../documents/seller.ts';

/** The foundry's name as every mail shows it on top (the web app's product name). */
export const FOUNDRY_NAME = 'Foundry';

const page = { backgroundColor: '#f4f4f1', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1a1a1a' };
const card = { backgroundColor: '#ffffff', padding: '32px', maxWidth: '560px' };
const brand = { fontSize: '20px', fontWeight: 700, letterSpacing: '0.02em', margin: '0 0 24px' };
const footer = { fontSize: '12px', color: '#6b6b6b', lineHeight: '18px', margin: '0' };

/**
 * The one frame of every mail the shop sends: the foundry's name, the message, then who sends it
 * (the seller of the invoices). `preview` is the line mail clients show next to the subject; it is
 * left out of the plain-text part.
 */
export function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{FOUNDRY_NAME}</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={footer}>
            {SELLER.name}, {SELLER.addressLines.join(', ')}, {SELLER.countryTitle}
            <br />
            {SELLER.email} · {SELLER.web}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
