/** Where the caret was when the field lost focus (a textarea or input keeps its selection). */
export interface Selection {
  start: number;
  end: number;
}

/** Replaces the selection with `insert`; returns the new text and where the caret goes. */
export function insertAt(text: string, selection: Selection | null, insert: string) {
  const start = Math.min(selection?.start ?? text.length, text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
