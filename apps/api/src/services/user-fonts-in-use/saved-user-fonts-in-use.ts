import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';
import { withFamilies } from './user-fonts-in-use-node.ts';

/** What creating or replacing a project reads and writes. */
export interface SaveUserFontsInUseDeps {
  repositories: Repositories;
  storage: FileStorage;
  now?: Date;
}

/** The project just stored, with its families, as the API answers it. */
export async function savedNodeOf(
  repositories: Repositories,
  row: Parameters<typeof withFamilies>[1][number],
): Promise<FontsInUseNode> {
  const [saved] = await withFamilies(repositories, [row]);
  if (!saved) throw new Error('saved fonts-in-use project vanished');
  return saved;
}
