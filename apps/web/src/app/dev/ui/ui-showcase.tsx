'use client';

import { money } from '@foundry/domain';
import { type ReactNode, useState } from 'react';
import {
  Breadcrumbs,
  Button,
  Checkbox,
  ComboBox,
  Dialog,
  DialogTrigger,
  Disclosure,
  EmptyState,
  FileField,
  Menu,
  NumberField,
  PagedList,
  Popover,
  PopoverTrigger,
  Price,
  RadioGroup,
  SearchField,
  Select,
  Skeleton,
  Slider,
  Tabs,
  TextField,
  ToggleGroup,
} from '../../../ui/index.ts';
import './ui-showcase.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-showcase__section" aria-labelledby={`ui-${title}`}>
      <h2 id={`ui-${title}`} className="ui-showcase__heading">
        {title}
      </h2>
      <div className="ui-showcase__row">{children}</div>
    </section>
  );
}

const FAMILIES = ['Inter', 'Geist', 'Vollkorn', 'Source Sans 3', 'Noto Sans', 'Geist Mono', 'Inter Display'];

function PagedListDemo() {
  const [shown, setShown] = useState(3);
  const [busy, setBusy] = useState(false);
  return (
    <div className="ui-showcase__wide">
      <PagedList
        items={FAMILIES.slice(0, shown)}
        keyOf={(name) => name}
        renderItem={(name) => <span className="ui-showcase__family">{name}</span>}
        className="ui-showcase__list"
        hasNextPage={shown < FAMILIES.length}
        busy={busy}
        onLoadMore={() => {
          setBusy(true);
          void wait(800).then(() => {
            setShown((count) => count + 2);
            setBusy(false);
          });
        }}
        loadMoreLabel="Load more"
        busyLabel="Loading…"
        status={`${Math.min(shown, FAMILIES.length)} of ${FAMILIES.length} families`}
        statusClassName="ui-showcase__status"
        empty="No families."
      />
    </div>
  );
}

function FilesDemo() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <FileField
      label="Pictures (up to 3)"
      buttonLabel="Choose pictures"
      description="PNG, JPEG, GIF or WebP."
      accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
      multiple
      onFiles={(files) => setNames(files.map((file) => file.name))}
    >
      {names.length > 0 ? <p>{names.join(', ')}</p> : null}
    </FileField>
  );
}

/** The component gallery of /dev/ui. */
export function UiShowcase() {
  const [size, setSize] = useState('m');
  const [busy, setBusy] = useState(false);
  return (
    <div className="page ui-showcase">
      <h1>Interface components</h1>
      <p className="ui-showcase__lead">
        Every component of <code>src/ui</code> in its states. Tokens: <code>src/ui/tokens.css</code>.
      </p>

      <Section title="Type scale">
        <div className="ui-showcase__scale">
          {[6, 5, 4, 3, 2, 1, 0, -1, -2].map((step) => (
            <p key={step} style={{ fontSize: `var(--step-${step})` }}>
              Step {step} — Handgloves & Quartz
            </p>
          ))}
        </div>
      </Section>

      <Section title="Colour">
        {[
          'ink',
          'paper',
          'paper-alt',
          'muted',
          'line',
          'accent',
          'accent-bright',
          'danger',
          'success',
          'focus',
        ].map((name) => (
          <figure key={name} className="ui-showcase__swatch">
            <span style={{ background: `var(--color-${name})` }} />
            <figcaption>{name}</figcaption>
          </figure>
        ))}
      </Section>

      <Section title="Buttons">
        <Button>Add to cart</Button>
        <Button variant="secondary">Try for free</Button>
        <Button variant="quiet">Cancel</Button>
        <Button variant="danger">Delete project</Button>
        <Button
          busy={busy}
          onPress={() => {
            setBusy(true);
            void wait(1500).then(() => setBusy(false));
          }}
        >
          {busy ? 'Adding…' : 'Press: busy for 1.5 s'}
        </Button>
        <Button busy>Busy</Button>
        <Button isDisabled>Disabled</Button>
      </Section>

      <Section title="Fields">
        <TextField label="Email" type="email" description="We send the receipt here." />
        <TextField label="Company" placeholder="Optional" />
        <TextField label="Password" type="password" error="At least 8 characters." />
        <TextField label="VAT number" isDisabled defaultValue="ATU12345678" />
        <Select
          label="Country"
          placeholder="Choose a country"
          options={[
            { id: 'AT', label: 'Austria' },
            { id: 'DE', label: 'Germany' },
            { id: 'GB', label: 'United Kingdom' },
          ]}
        />
        <Select label="Currency" error="Choose a currency." options={[{ id: 'EUR', label: 'Euro' }]} />
        <ComboBox
          label="Family"
          description="Type to filter, arrow keys to choose."
          placeholder="Start typing"
          options={FAMILIES.map((name) => ({ id: name, label: name }))}
          emptyText="No family matches."
        />
        <ComboBox
          label="Pairing"
          defaultSelectedKey="Vollkorn"
          options={FAMILIES.map((name) => ({ id: name, label: name }))}
          error="Choose a serif."
        />
        <ComboBox label="Fallback" isDisabled options={[]} placeholder="Disabled" />
        <SearchField label="Search the fonts" placeholder="Family, style or glyph" />
        <NumberField label="Quantity" defaultValue={1} minValue={1} maxValue={20} />
        <NumberField label="Size (px)" defaultValue={4} minValue={6} error="At least 6." />
        <FilesDemo />
      </Section>

      <Section title="Choices">
        <Checkbox defaultSelected>Send me the newsletter</Checkbox>
        <Checkbox>I accept the licence</Checkbox>
        <Checkbox isDisabled>Disabled</Checkbox>
        <RadioGroup
          label="Licence"
          defaultValue="desktop"
          options={[
            { id: 'desktop', label: 'Desktop', description: 'Install on computers' },
            { id: 'web', label: 'Web', description: 'Embed on websites' },
            { id: 'app', label: 'App' },
          ]}
        />
        <ToggleGroup
          label="Sample size"
          value={size}
          onChange={setSize}
          options={[
            { id: 's', label: 'Small' },
            { id: 'm', label: 'Medium' },
            { id: 'l', label: 'Large' },
          ]}
        />
        <Slider label="Size" defaultValue={48} minValue={8} maxValue={200} />
      </Section>

      <Section title="Overlays">
        <DialogTrigger>
          <Button variant="secondary">Open dialog</Button>
          <Dialog title="Remove this font?" role="alertdialog">
            {(close) => (
              <>
                <p>It leaves your library; your licence stays.</p>
                <div className="ui-dialog__actions">
                  <Button variant="secondary" onPress={close}>
                    Keep it
                  </Button>
                  <Button onPress={close}>Remove</Button>
                </div>
              </>
            )}
          </Dialog>
        </DialogTrigger>
        <PopoverTrigger>
          <Button variant="quiet">What is a style?</Button>
          <Popover label="About styles">
            <p>One weight in one width and slope of a family.</p>
          </Popover>
        </PopoverTrigger>
        <Menu
          label="Share"
          actions={[
            { id: 'copy', label: 'Copy link', doneLabel: 'Copied', run: () => wait(600) },
            { id: 'mail', label: 'Email', run: () => undefined },
            { id: 'post', label: 'Post', run: () => undefined },
          ]}
        />
      </Section>

      <Section title="Tabs and disclosure">
        <div className="ui-showcase__wide">
          <Tabs
            label="Family"
            tabs={[
              {
                id: 'specimen',
                label: 'Specimen',
                content: <p className="ui-showcase__big">Quartz glyph job</p>,
              },
              { id: 'glyphs', label: 'Glyphs', content: <p>ABCDEFGHIJKLMNOPQRSTUVWXYZ</p> },
              { id: 'licence', label: 'Licence', content: <p>Desktop, web and app.</p> },
            ]}
          />
          <Disclosure title="OpenType features">
            <p>Small caps, old-style figures, tabular figures.</p>
          </Disclosure>
          <Disclosure title="Languages" defaultExpanded>
            <p>Latin, Latin Extended, Cyrillic.</p>
          </Disclosure>
        </div>
      </Section>

      <Section title="Prices and breadcrumbs">
        <Price value={money(4900, 'EUR')} />
        <Price value={money(29900, 'EUR')} was={money(39900, 'EUR')} />
        <Price value={money(4900, 'EUR')} excludingVat />
        <Breadcrumbs
          label="Breadcrumbs"
          crumbs={[
            { href: '/', label: 'Home' },
            { href: '/fonts', label: 'Fonts' },
            { href: '/dev/ui', label: 'Inter' },
          ]}
        />
      </Section>

      <Section title="Loading and empty">
        <div className="ui-showcase__wide">
          <Skeleton lines={3} />
        </div>
        <div className="ui-showcase__wide">
          <EmptyState title="No fonts yet" action={<Button variant="secondary">Browse the fonts</Button>}>
            <p>Fonts you buy or try appear here.</p>
          </EmptyState>
        </div>
      </Section>

      <Section title="Paged list">
        <PagedListDemo />
      </Section>
    </div>
  );
}
