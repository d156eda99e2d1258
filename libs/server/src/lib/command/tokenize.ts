/** A command line that could not be split (api-contract §8.1 step 4). */
export class CommandParseError extends Error {}

const BLANK = /[ \t\r\n]/;
/** Characters a backslash escapes inside double quotes (POSIX); elsewhere it stays literal. */
const DOUBLE_QUOTE_ESCAPES = new Set(['\\', '"', '$', '`', '\n']);

interface Cursor {
  text: string;
  at: number;
}

function singleQuoted(cursor: Cursor): string {
  const end = cursor.text.indexOf("'", cursor.at);
  if (end === -1) throw new CommandParseError('error parsing command: unterminated quote');
  const value = cursor.text.slice(cursor.at, end);
  cursor.at = end + 1;
  return value;
}

function doubleQuoted(cursor: Cursor): string {
  let value = '';
  for (;;) {
    const char = cursor.text[cursor.at++];
    if (char === undefined)
      throw new CommandParseError('error parsing command: unterminated quote');
    if (char === '"') return value;
    const next = cursor.text[cursor.at];
    if (char === '\\' && next !== undefined && DOUBLE_QUOTE_ESCAPES.has(next)) {
      cursor.at++;
      if (next !== '\n') value += next;
    } else {
      value += char;
    }
  }
}

/**
 * Splits a command line into argv the way a POSIX shell splits words: blanks (newlines
 * included) separate words, `'…'` is literal, `"…"` allows backslash escapes, a backslash
 * escapes the next character. Nothing else is special: `;`, `|`, `&&`, `$(…)`, backticks and
 * `$VAR` are ordinary text, because no shell ever runs the result (security-requirements K89).
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  const cursor: Cursor = { text: line, at: 0 };
  let word: string | undefined;
  while (cursor.at < line.length) {
    const char = line[cursor.at++] ?? '';
    if (BLANK.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      word = (word ?? '') + singleQuoted(cursor);
    } else if (char === '"') {
      word = (word ?? '') + doubleQuoted(cursor);
    } else if (char === '\\') {
      const next = line[cursor.at++];
      if (next === undefined)
        throw new CommandParseError('error parsing command: trailing backslash');
      // A backslash-newline joins lines, as in a shell.
      if (next !== '\n') word = (word ?? '') + next;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  if (words.length === 0) throw new CommandParseError(`no command contained in '${line}'`);
  return words;
}
