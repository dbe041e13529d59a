import type { Folder } from '@kontor/contracts';

export interface FolderNode {
  folder: Folder;
  children: FolderNode[];
}

const byName = (a: Folder, b: Folder) =>
  a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }) || a.id - b.id;

/** The flat list as a tree, each level sorted by name. */
export function buildFolderTree(folders: readonly Folder[], parentId: number | null = null): FolderNode[] {
  return folders
    .filter((f) => f.parent_id === parentId)
    .sort(byName)
    .map((folder) => ({ folder, children: buildFolderTree(folders, folder.id) }));
}

/** The folder and those above it, top first (breadcrumb); empty for an unknown id. */
export function folderPath(folders: readonly Folder[], id: number | null | undefined): Folder[] {
  const path: Folder[] = [];
  const seen = new Set<number>();
  for (let current = folders.find((f) => f.id === id); current && !seen.has(current.id);) {
    seen.add(current.id);
    path.unshift(current);
    current = folders.find((f) => f.id === current!.parent_id);
  }
  return path;
}

export const folderPathLabel = (folders: readonly Folder[], id: number | null | undefined) =>
  folderPath(folders, id)
    .map((f) => f.name)
    .join(' / ');

/** The folder and everything below it (a folder cannot move into these). */
export function subtreeIds(folders: readonly Folder[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const f of folders) {
      if (f.parent_id !== null && ids.has(f.parent_id) && !ids.has(f.id)) {
        ids.add(f.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Choices for a folder select: full paths in tree order, without the excluded folders. */
export function folderOptions(
  folders: readonly Folder[],
  exclude: ReadonlySet<number> = new Set(),
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: FolderNode[], prefix: string) => {
    for (const { folder, children } of nodes) {
      if (exclude.has(folder.id)) continue;
      const label = prefix ? `${prefix} / ${folder.name}` : folder.name;
      options.push({ value: String(folder.id), label });
      walk(children, label);
    }
  };
  walk(buildFolderTree(folders), '');
  return options;
}
