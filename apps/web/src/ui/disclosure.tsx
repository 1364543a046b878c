'use client';

import type { ReactNode } from 'react';
import {
  Disclosure as AriaDisclosure,
  type DisclosureProps as AriaDisclosureProps,
  Button,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'className'> {
  title: string;
  children: ReactNode;
}

/** A heading that shows or hides the section under it (aria-expanded on its button). */
export function Disclosure({ title, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className="ui-disclosure">
      <Heading level={3} className="ui-disclosure__heading">
        <Button slot="trigger" className="ui-disclosure__trigger">
          <span>{title}</span>
          <span aria-hidden="true" className="ui-disclosure__sign" />
        </Button>
      </Heading>
      <DisclosurePanel className="ui-disclosure__panel">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
