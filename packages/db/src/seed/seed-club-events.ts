import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { crowdfundingProjects, crowdfundingRewards, crowdfundingUpdates, webinars } from '../schema/index.ts';
import { readSeedFont } from './seed-paths.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` from `now` at `hour`:00 UTC, so the demo stays upcoming/past whenever it is seeded. */
function dayAt(now: Date, days: number, hour: number): Date {
  const moment = new Date(now.getTime() + days * DAY);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

const DEMO_NOTE = 'Demo content: the sessions and projects are invented to show how the club pages read.';

/** Two upcoming webinars and one past, dated around the day of seeding. */
function demoWebinars(now: Date): (typeof webinars.$inferInsert)[] {
  return [
    {
      title: 'Spacing and kerning, live',
      subTitle: 'How a typeface gets its rhythm',
      description: `We space the lowercase of a text face from scratch, then kern the pairs that still stand out, and answer your questions as we go. ${DEMO_NOTE}`,
      startsAt: dayAt(now, 10, 17),
      durationMinutes: 60,
      link: 'https://meet.example.com/club/spacing-and-kerning',
    },
    {
      title: 'Drawing variable fonts',
      subTitle: 'Masters, axes and the instances in between',
      description: `From two masters to a weight axis that interpolates cleanly: compatible outlines, intermediate masters and naming the instances. ${DEMO_NOTE}`,
      startsAt: dayAt(now, 38, 16),
      durationMinutes: 90,
      link: 'https://meet.example.com/club/drawing-variable-fonts',
    },
    {
      title: 'Type for screens at small sizes',
      subTitle: 'Hinting, x-height and apertures',
      description: `Why some faces hold up at 11 pixels and others blur: the design choices that matter on screens. The recording is on the link. ${DEMO_NOTE}`,
      startsAt: dayAt(now, -21, 17),
      durationMinutes: 75,
      link: 'https://video.example.com/club/type-for-screens',
    },
  ];
}

type DemoProject = {
  project: Omit<typeof crowdfundingProjects.$inferInsert, 'logo'>;
  logo: { title: string; background: string; foreground: string };
  rewards: { title: string; description: string; points: number }[];
  updates: { days: number; title: string; body: string }[];
};

function demoProjects(now: Date): DemoProject[] {
  return [
    {
      project: {
        url: 'vollkorn-display',
        title: 'Vollkorn Display',
        description: `An optical size of Vollkorn for headlines: tighter spacing, finer hairlines and livelier terminals at 48 points and up, in six weights with italics. ${DEMO_NOTE}`,
        status: 'Running',
        goalPoints: 5000,
        deadline: isoDay(dayAt(now, 45, 0)),
        estimatedDelivery: 'About six months after the goal is reached',
      },
      logo: { title: 'Vollkorn\nDisplay', background: '#2b1d0e', foreground: '#f3e6c8' },
      rewards: [
        {
          title: 'Your name in the credits',
          description: 'Listed as a backer in the font’s about page.',
          points: 100,
        },
        {
          title: 'Early access',
          description: 'The beta fonts as they are drawn, and a say in the final weights.',
          points: 500,
        },
        {
          title: 'Signed proof poster',
          description: 'A proof of the Black weight, printed and signed by the designer.',
          points: 1500,
        },
      ],
      updates: [
        {
          days: -12,
          title: 'The first weight is drawn',
          body: 'The Regular is complete in Latin. Next come the Bold master and the italics.',
        },
        {
          days: -3,
          title: 'Tighter spacing, tested',
          body: 'We set the Regular at 72 points in three magazines’ layouts.\n\nThe tighter spacing holds up; the hairlines needed a little more weight.',
        },
      ],
    },
    {
      project: {
        url: 'inter-mono-italics',
        title: 'Inter Mono Italics',
        description: `True italics for the monospaced cut of Inter, for code editors and terminals. Funded by the club; the fonts are being drawn. ${DEMO_NOTE}`,
        status: 'Funded',
        goalPoints: 3000,
        deadline: isoDay(dayAt(now, -30, 0)),
        fundedDate: isoDay(dayAt(now, -52, 0)),
        estimatedDelivery: 'Next spring',
      },
      logo: { title: 'Inter Mono\nItalics', background: '#1e1b4b', foreground: '#eef2ff' },
      rewards: [
        { title: 'Your name in the credits', description: 'Listed as a backer.', points: 100 },
        { title: 'The fonts on release', description: 'A desktop licence of the italics.', points: 800 },
      ],
      updates: [
        {
          days: -52,
          title: 'Funded, thank you',
          body: 'The goal was reached three weeks early. Drawing starts next month.',
        },
      ],
    },
  ];
}

/**
 * The club's demo webinars and crowdfunding projects (docs/club-events.md). Idempotent: does nothing
 * when the projects are there. Dates are relative to the day of seeding.
 */
export async function seedClubEvents(db: Db, files: FileSink, now = new Date()): Promise<void> {
  const existing = await db
    .select({ id: crowdfundingProjects.id })
    .from(crowdfundingProjects)
    .where(eq(crowdfundingProjects.url, 'vollkorn-display'))
    .limit(1);
  if (existing.length > 0) return;

  await db.insert(webinars).values(demoWebinars(now));
  const titleFont = await readSeedFont('vollkorn', 'Vollkorn-Bold.woff2');
  for (const demo of demoProjects(now)) {
    const logo = await renderCover(files, {
      title: demo.logo.title,
      background: demo.logo.background,
      foreground: demo.logo.foreground,
      titleFont,
      width: 600,
      height: 600,
      alt: `${demo.project.title} logo`,
    });
    const [row] = await db
      .insert(crowdfundingProjects)
      .values({ ...demo.project, logo })
      .returning({ id: crowdfundingProjects.id });
    if (!row) throw new Error(`crowdfunding project ${demo.project.url} was not inserted`);
    await db
      .insert(crowdfundingRewards)
      .values(demo.rewards.map((reward, sort) => ({ ...reward, projectId: row.id, sort })));
    await db.insert(crowdfundingUpdates).values(
      demo.updates.map((update) => ({
        projectId: row.id,
        date: isoDay(dayAt(now, update.days, 0)),
        title: update.title,
        body: update.body,
      })),
    );
  }
}
