/** One run of a result's excerpt: plain text, or a word the engine marked as matching. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * Splits the engine's excerpt (matches wrapped in <mark>...</mark>, spec (entities and fields) preview result) into
 * runs for the UI to draw as text and <mark> elements. Nothing else in it is markup: any other tag,
 * or a stray <mark>, stays literal text, so an excerpt can never inject HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += text;
    else parts.push({ text, marked });
  };
  let at = 0;
  for (const match of snippet.matchAll(MARK)) {
    push(snippet.slice(at, match.index), false);
    push(match[1], true);
    at = match.index + match[0].length;
  }
  push(snippet.slice(at), false);
  return parts;
}
