import { describe, expect, it } from 'vitest';
import { lineKeyCommand } from './line-keyboard.ts';

const key = (
  k: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard in the line table', () => {
  it('moves a line with Alt+arrow from any field', () => {
    expect(lineKeyCommand(key('ArrowUp', { altKey: true }), { isLastField: false })).toBe('moveUp');
    expect(lineKeyCommand(key('ArrowDown', { altKey: true }), { isLastField: true })).toBe('moveDown');
    expect(lineKeyCommand(key('ArrowDown'), { isLastField: false })).toBeNull();
  });

  it('adds a line with Enter only in the last field of the line', () => {
    expect(lineKeyCommand(key('Enter'), { isLastField: true })).toBe('addLine');
    expect(lineKeyCommand(key('Enter'), { isLastField: false })).toBeNull();
    expect(lineKeyCommand(key('Enter', { shiftKey: true }), { isLastField: true })).toBeNull();
    expect(lineKeyCommand(key('Enter', { ctrlKey: true }), { isLastField: true })).toBeNull();
  });

  it('leaves Tab to the browser', () => {
    expect(lineKeyCommand(key('Tab'), { isLastField: true })).toBeNull();
  });
});
