import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { clubRewards } from '../schema/index.ts';
import { readSeedFont } from './seed-paths.ts';

type DemoReward = {
  title: string;
  description: string;
  points: number;
  stock: number | null;
  colors: [string, string];
};

/** Rewards shipped to members, each with a specimen picture drawn in our own fonts. */
const REWARDS: DemoReward[] = [
  {
    title: 'Vollkorn letterpress specimen',
    description: 'A folded A3 specimen printed by letterpress on cotton paper, signed by the designer.',
    points: 150,
    stock: 40,
    colors: ['#1d3b2a', '#f3ead8'],
  },
  {
    title: 'Inter poster (A2)',
    description: 'Every weight of Inter on one poster, offset printed, shipped rolled.',
    points: 300,
    stock: 25,
    colors: ['#14213d', '#fca311'],
  },
  {
    title: 'Foundry tote bag',
    description: 'Heavy cotton, screen printed with our monogram.',
    points: 500,
    stock: null,
    colors: ['#f1e9da', '#2e294e'],
  },
];

/** Vouchers: a one-use discount code of this many cents, issued when claimed. */
const VOUCHERS = [
  { title: '€10 voucher', points: 200, amount: 1000 },
  { title: '€25 voucher', points: 450, amount: 2500 },
];

/** The club's demo rewards and vouchers. Idempotent: does nothing when the first reward is there. */
export async function seedClub(db: Db, files: FileSink): Promise<void> {
  const first = REWARDS[0] as DemoReward;
  const existing = await db
    .select({ id: clubRewards.id })
    .from(clubRewards)
    .where(eq(clubRewards.title, first.title))
    .limit(1);
  if (existing.length > 0) return;

  const titleFont = await readSeedFont('inter-display', 'InterDisplay-Black.woff2');
  const subtitleFont = await readSeedFont('inter', 'Inter-Medium.woff2');
  let sort = 0;
  for (const reward of REWARDS) {
    const specimen = await renderCover(files, {
      title: reward.title
        .replace(/ \(.*\)$/, '')
        .split(' ')
        .slice(0, 2)
        .join('\n'),
      subtitle: `${reward.points} points`,
      background: reward.colors[0],
      foreground: reward.colors[1],
      titleFont,
      subtitleFont,
      width: 800,
      height: 600,
      alt: `${reward.title}: specimen`,
    });
    await db.insert(clubRewards).values({
      kind: 'reward',
      title: reward.title,
      description: reward.description,
      points: reward.points,
      specimen,
      stock: reward.stock,
      sort,
    });
    sort += 10;
  }
  for (const voucher of VOUCHERS) {
    await db.insert(clubRewards).values({
      kind: 'voucher',
      title: voucher.title,
      description: 'A one-use discount code for the shop, issued at once.',
      points: voucher.points,
      voucherAmount: voucher.amount,
      currency: 'EUR',
      sort,
    });
    sort += 10;
  }
}
