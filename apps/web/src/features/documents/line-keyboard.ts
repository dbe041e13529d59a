/** What a key press in a line's field does in the line table (STYLE.md: keyboard first). */
export type LineKeyCommand = 'moveUp' | 'moveDown' | 'addLine' | null;

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Alt+↑ / Alt+↓ move the line; Enter in the line's last field adds a new line below (Tab moves
 * through the fields natively). Enter elsewhere does nothing special, so a select can use it.
 */
export function lineKeyCommand(event: KeyLike, context: { isLastField: boolean }): LineKeyCommand {
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === 'ArrowUp') return 'moveUp';
    if (event.key === 'ArrowDown') return 'moveDown';
    return null;
  }
  if (event.key === 'Enter' && context.isLastField && !event.shiftKey && !event.ctrlKey && !event.metaKey)
    return 'addLine';
  return null;
}
