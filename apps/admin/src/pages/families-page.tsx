import { useState } from 'react';
import { FAMILIES, type FamilyListItem } from '../lib/family-documents.ts';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';

const T = FAMILY_TEXT.list;

/** Every family, unpublished ones too, searchable by title or URL and by published state. */
export function FamiliesPage() {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<'all' | 'published' | 'unpublished'>('all');
  const { state, reload } = useAdminQuery<{ families: FamilyListItem[] }>(FAMILIES, {
    search: search.trim() || null,
    published: shown === 'all' ? null : shown === 'published',
  });
  return (
    <>
      <h1>{T.title}</h1>
      <div className="actions">
        <a className="button button-primary" href="#/families/new">
          {T.add}
        </a>
      </div>
      <search className="filters">
        <label className="field" htmlFor="family-search">
          <span>{T.search}</span>
          <input
            id="family-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="field" htmlFor="family-state">
          <span>{T.state}</span>
          <select id="family-state" value={shown} onChange={(e) => setShown(e.target.value as typeof shown)}>
            <option value="all">{T.all}</option>
            <option value="published">{T.published}</option>
            <option value="unpublished">{T.unpublished}</option>
          </select>
        </label>
      </search>
      <QueryView state={state} retry={reload}>
        {({ families }) =>
          families.length === 0 ? (
            <p>{TEXT.empty}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{T.columns.title}</th>
                  <th scope="col">{T.columns.url}</th>
                  <th scope="col">{T.columns.styles}</th>
                  <th scope="col">{T.columns.state}</th>
                </tr>
              </thead>
              <tbody>
                {families.map((family) => (
                  <tr key={family.id}>
                    <td>
                      <a href={`#/families/${family.id}`}>{family.title}</a>
                    </td>
                    <td>{family.url}</td>
                    <td>{family.styleCount}</td>
                    <td>
                      <span className={`badge badge-${family.published ? 'published' : 'error'}`}>
                        {family.published ? T.published : T.unpublished}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </>
  );
}
