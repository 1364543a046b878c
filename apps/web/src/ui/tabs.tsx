'use client';

import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  Tab,
  TabList,
  TabPanel,
} from 'react-aria-components';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps extends Omit<AriaTabsProps, 'children' | 'className'> {
  label: string;
  tabs: readonly TabItem[];
}

/** Tabs over panels: arrow keys move between tabs, the selected one is underlined in ink. */
export function Tabs({ label, tabs, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className="ui-tabs">
      <TabList aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
