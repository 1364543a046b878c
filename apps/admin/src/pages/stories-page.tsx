import { STORIES } from '../lib/editorial-documents.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

const T = TEXT.editorial;

type StoryRow = { id: string; title: string; type: string; status: string; date: string; url: string };

/** Every story, newest first, with a link to its editor and to a new one. */
export function StoriesPage() {
  const { state, reload } = useAdminQuery<{ adminStories: StoryRow[] }>(STORIES);
  return (
    <section className="stack" aria-labelledby="stories-title">
      <div className="block-head">
        <h1 id="stories-title">{T.stories}</h1>
        <a className="button button-primary" href="#/stories/new">
          {T.newStory}
        </a>
      </div>
      <QueryView state={state} retry={reload}>
        {({ adminStories }) =>
          adminStories.length === 0 ? (
            <p className="empty">{TEXT.empty}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{T.columns.title}</th>
                    <th scope="col">{T.columns.type}</th>
                    <th scope="col">{T.columns.status}</th>
                    <th scope="col">{T.columns.date}</th>
                  </tr>
                </thead>
                <tbody>
                  {adminStories.map((story) => (
                    <tr key={story.id}>
                      <td>
                        <a href={`#/stories/${story.id}`}>{story.title}</a>
                      </td>
                      <td>{T.types[story.type] ?? story.type}</td>
                      <td>
                        <StatusBadge status={T.status[story.status] ?? story.status} />
                      </td>
                      <td>{story.date}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
