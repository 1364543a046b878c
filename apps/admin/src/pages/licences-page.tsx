import { useState } from 'react';
import { LICENCES } from '../lib/documents.ts';
import { TEXT } from '../lib/texts.ts';
import type { Licence } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';
import { LicenceOptionTiers } from './licence-option-tiers.tsx';
import { LicenceTierForm } from './licence-tier-form.tsx';

/** Every licence with its options; each option's tiers with their titles and price factors. */
export function LicencesPage() {
  const { state, reload } = useAdminQuery<{ licences: Licence[] }>(LICENCES);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <h1>{TEXT.licences.title}</h1>
      <p>{TEXT.licences.intro}</p>
      <p role="status" className={saved ? 'notice notice-done' : 'visually-hidden'}>
        {saved}
      </p>
      <QueryView state={state} retry={reload}>
        {({ licences }) =>
          licences.length === 0 ? (
            <p>{TEXT.empty}</p>
          ) : (
            <div className="stack">
              {licences.map((licence) => (
                <section key={licence.id} className="panel stack" aria-labelledby={`licence-${licence.id}`}>
                  <h2 id={`licence-${licence.id}`}>{licence.title}</h2>
                  <p className="subtitle">{TEXT.licences.kind(licence.kind)}</p>
                  {licence.options
                    .filter((option) => option.tiers.length > 0)
                    .map((option) => (
                      <div key={option.id} className="stack">
                        <h3>
                          {option.title}
                          {option.hidden ? (
                            <small className="subtitle"> · {TEXT.licences.hidden}</small>
                          ) : null}
                        </h3>
                        <div className="tier-row tier-head" aria-hidden="true">
                          <span>{TEXT.licences.columns.tier}</span>
                          <span>{TEXT.licences.columns.value}</span>
                          <span>{TEXT.licences.columns.factor}</span>
                          <span>{TEXT.licences.columns.save}</span>
                        </div>
                        <ul className="tiers">
                          {option.tiers.map((tier) => (
                            <li key={tier.id}>
                              <LicenceTierForm tier={tier} onSaved={setSaved} />
                            </li>
                          ))}
                        </ul>
                        <LicenceOptionTiers option={option} onChanged={reload} />
                      </div>
                    ))}
                </section>
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
