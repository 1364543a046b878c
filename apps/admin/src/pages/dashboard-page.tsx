import { CLUB_TEXT } from '../lib/club-texts.ts';
import { DASHBOARD } from '../lib/documents.ts';
import { formatMoney } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { Money } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';

type Dashboard = {
  dashboard: {
    salesToday: Money[];
    salesThisMonth: Money[];
    ordersToShip: number;
    failedDownloads: number;
    pendingSubmissions: number;
    rewardClaimsToShip: number;
  };
};

const sales = (list: Money[]) =>
  list.length === 0 ? TEXT.dashboard.none : list.map(formatMoney).join(' · ');

export function DashboardPage() {
  const { state, reload } = useAdminQuery<Dashboard>(DASHBOARD);
  return (
    <>
      <h1>{TEXT.dashboard.title}</h1>
      <QueryView state={state} retry={reload}>
        {({ dashboard }) => (
          <dl className="figures">
            <div>
              <dt>{TEXT.dashboard.salesToday}</dt>
              <dd>{sales(dashboard.salesToday)}</dd>
            </div>
            <div>
              <dt>{TEXT.dashboard.salesThisMonth}</dt>
              <dd>{sales(dashboard.salesThisMonth)}</dd>
            </div>
            <div>
              <dt>{TEXT.dashboard.ordersToShip}</dt>
              <dd>
                <a href="#/orders">{dashboard.ordersToShip}</a>
              </dd>
            </div>
            <div>
              <dt>{TEXT.dashboard.failedDownloads}</dt>
              <dd>{dashboard.failedDownloads}</dd>
            </div>
            <div>
              <dt>{TEXT.dashboard.pendingSubmissions}</dt>
              <dd>
                <a href="#/submissions">{dashboard.pendingSubmissions}</a>
              </dd>
            </div>
            <div>
              <dt>{CLUB_TEXT.dashboard.claimsToShip}</dt>
              <dd>
                <a href="#/claims">{dashboard.rewardClaimsToShip}</a>
              </dd>
            </div>
          </dl>
        )}
      </QueryView>
    </>
  );
}
