import Papa from 'papaparse';

/** Which characters separate columns; `both` lets the parser pick comma or semicolon. */
export type CsvSeparator = 'comma' | 'semicolon' | 'both';

/** Rows drawn at most: a 5 MiB file can hold far more rows than a page should render. */
export const CSV_ROW_LIMIT = 1000;

/** A parsed CSV: header cells, the first rows, how many rows there were, whether it failed. */
export interface CsvTable {
  header: string[];
  rows: string[][];
  total: number;
  failed: boolean;
}

const DELIMITERS: Record<CsvSeparator, string> = { comma: ',', semicolon: ';', both: '' };

/**
 * Parses CSV text: the first row is the header (an empty cell is named by its column number),
 * empty lines are skipped and ragged rows kept as they are. `failed` is set only when nothing
 * could be read; quoting slips in a few rows still show the table.
 */
export function parseCsv(text: string, separator: CsvSeparator): CsvTable {
  const result = Papa.parse<string[]>(text, {
    delimiter: DELIMITERS[separator],
    delimitersToGuess: [',', ';'],
    skipEmptyLines: true,
  });
  const [first = [], ...rest] = result.data;
  if (result.data.length === 0 && result.errors.length > 0) {
    return { header: [], rows: [], total: 0, failed: true };
  }
  return {
    header: first.map((cell, index) => (cell.trim() === '' ? String(index + 1) : cell)),
    rows: rest.slice(0, CSV_ROW_LIMIT),
    total: rest.length,
    failed: false,
  };
}
