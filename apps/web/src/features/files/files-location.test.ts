import { describe, expect, it } from 'vitest';
import { filesListQuery, filesLocationSearch, parseFilesLocation } from './files-location.ts';

describe('files page location', () => {
  it('reads the URL leniently and writes back only what is set', () => {
    const location = parseFilesLocation({ folder: '3', q: 2026, tag: 'Steuer', page: 'x' });
    expect(location).toEqual({ folder: 3, q: '2026', tag: 'Steuer', page: 1 });
    expect(filesLocationSearch(location)).toEqual({ folder: 3, q: '2026', tag: 'Steuer' });
    expect(parseFilesLocation({ folder: '-1', page: 2 })).toEqual({
      folder: null,
      q: '',
      tag: null,
      page: 2,
    });
    expect(filesLocationSearch(parseFilesLocation({}))).toEqual({});
  });

  it('lists the open folder, but searches through all folders', () => {
    expect(filesListQuery({ folder: null, q: '', tag: null, page: 1 })).toEqual({
      folder_id: 'root',
      limit: 50,
      offset: 0,
    });
    expect(filesListQuery({ folder: 4, q: '', tag: null, page: 3 })).toEqual({
      folder_id: 4,
      limit: 50,
      offset: 100,
    });
    expect(filesListQuery({ folder: 4, q: 'rechnung', tag: 'Steuer', page: 1 })).toEqual({
      q: 'rechnung',
      tags: 'Steuer',
      limit: 50,
      offset: 0,
    });
  });
});
