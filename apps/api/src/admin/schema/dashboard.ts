import { readDashboard } from '../../services/admin-dashboard/read-dashboard.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';

type Dashboard = Awaited<ReturnType<typeof readDashboard>>;

const DashboardRef = adminBuilder.objectRef<Dashboard>('Dashboard').implement({
  fields: (t) => ({
    salesToday: t.field({ type: [MoneyRef], resolve: (d) => d.salesToday }),
    salesThisMonth: t.field({ type: [MoneyRef], resolve: (d) => d.salesThisMonth }),
    ordersToShip: t.exposeInt('ordersToShip'),
    failedDownloads: t.exposeInt('failedDownloads'),
    pendingSubmissions: t.exposeInt('pendingSubmissions'),
    rewardClaimsToShip: t.exposeInt('rewardClaimsToShip', {
      description: 'Club rewards members claimed that wait to be sent.',
    }),
  }),
});

adminBuilder.queryField('dashboard', (t) =>
  t.field({ type: DashboardRef, resolve: (_root, _args, ctx) => readDashboard({}, ctx.deps) }),
);
