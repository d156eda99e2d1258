// ANSI SGR sequences ("colour codes") such as ESC[1;31m; the escape character is built from its
// code so the pattern stays readable and lint-clean.
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Removes terminal colour codes from a command's output (spec: "stripped at the end"). */
export function stripColourCodes(text: string): string {
  return text.replace(colourCodes, '');
}
