import type { Logger } from '../../logger.ts';
import { type GenerationDependencies, generateWebfontsKit } from './generate-webfonts-kit.ts';

export interface GenerationQueueDependencies extends GenerationDependencies {
  logger: Pick<Logger, 'error' | 'info'>;
}

/**
 * A small in-process job queue of its own (not the download worker: a kit is not a download job and
 * has no download_jobs row). Projects are generated one at a time, in the background of the request
 * that saved them: Pending → Generating → Completed / Failed. Jobs of one API process are tracked per
 * repositories object (one per app), so a project left Pending by a restart is picked up again the
 * next time it is read (see ensureGeneration).
 */
let chain: Promise<unknown> = Promise.resolve();
const queued = new WeakMap<object, Set<number>>();

function queuedOf(dependencies: GenerationQueueDependencies): Set<number> {
  const key = dependencies.repositories;
  let set = queued.get(key);
  if (!set) {
    set = new Set();
    queued.set(key, set);
  }
  return set;
}

async function run(projectId: number, dependencies: GenerationQueueDependencies): Promise<void> {
  const { repositories, logger } = dependencies;
  const projects = repositories.webfontsProjects;
  const project = await projects.findById(projectId);
  if (!project || project.status === 'DELETED' || project.generation !== 'Pending') return;
  if (!(await projects.setGeneration(projectId, 'Generating', null, 'Pending'))) return;
  try {
    const fonts = await projects.fontsOf([projectId]);
    const files = await generateWebfontsKit(project, fonts, dependencies);
    // A save while generating set Pending again: its own job makes the newer files.
    await projects.setGeneration(projectId, 'Completed', files, 'Generating');
    logger.info({ projectId }, 'web font kit generated');
  } catch (error) {
    logger.error({ err: error, projectId }, 'web font kit generation failed');
    await projects.setGeneration(projectId, 'Failed', null, 'Generating');
  }
}

/** Queues the generation of a project whose files are Pending (after a save). */
export function scheduleGeneration(projectId: number, dependencies: GenerationQueueDependencies): void {
  const ids = queuedOf(dependencies);
  if (ids.has(projectId)) return;
  ids.add(projectId);
  const job = chain.then(async () => {
    ids.delete(projectId);
    await run(projectId, dependencies);
  });
  chain = job.catch((error) => {
    dependencies.logger.error({ err: error, projectId }, 'web font kit generation failed');
  });
}

/** Re-queues projects read as Pending that no job of this process is making (after a restart). */
export function ensureGeneration(
  projects: readonly { id: number; generation: string }[],
  dependencies: GenerationQueueDependencies,
): void {
  for (const project of projects) {
    if (project.generation === 'Pending') scheduleGeneration(project.id, dependencies);
  }
}

/** Resolves once every job queued so far has finished (for tests and shutdown). */
export function generationSettled(): Promise<void> {
  return chain.then(() => undefined);
}
