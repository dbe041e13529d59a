import type { Folder } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { buildFolderTree, folderOptions, folderPath, folderPathLabel, subtreeIds } from './folder-tree.ts';

const folder = (id: number, name: string, parent_id: number | null = null): Folder => ({
  id,
  name,
  parent_id,
  file_count: 0,
  folder_count: 0,
  created_at: '2026-01-01T00:00:00Z',
});

const folders = [
  folder(1, 'Verträge'),
  folder(2, 'Belege'),
  folder(3, '2026', 2),
  folder(4, 'Januar', 3),
  folder(5, 'ärzte', null),
  folder(6, '2025', 2),
];

describe('folder tree', () => {
  it('sorts each level by name, German style', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.folder.name)).toEqual(['ärzte', 'Belege', 'Verträge']);
    expect(tree[1]!.children.map((n) => n.folder.name)).toEqual(['2025', '2026']);
    expect(tree[1]!.children[1]!.children.map((n) => n.folder.name)).toEqual(['Januar']);
  });

  it('names the path from the top', () => {
    expect(folderPath(folders, 4).map((f) => f.id)).toEqual([2, 3, 4]);
    expect(folderPathLabel(folders, 4)).toBe('Belege / 2026 / Januar');
    expect(folderPath(folders, 99)).toEqual([]);
    expect(folderPath(folders, null)).toEqual([]);
  });

  it('survives a cycle in stale data', () => {
    const broken = [folder(1, 'A', 2), folder(2, 'B', 1)];
    expect(folderPath(broken, 1).map((f) => f.id)).toEqual([2, 1]);
  });

  it('offers every folder but the moved one and those below it', () => {
    expect([...subtreeIds(folders, 2)].sort()).toEqual([2, 3, 4, 6]);
    expect(folderOptions(folders, subtreeIds(folders, 3))).toEqual([
      { value: '5', label: 'ärzte' },
      { value: '2', label: 'Belege' },
      { value: '6', label: 'Belege / 2025' },
      { value: '1', label: 'Verträge' },
    ]);
  });
});
