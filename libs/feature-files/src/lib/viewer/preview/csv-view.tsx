import type { FileInfo } from '@file-browser/api-client';
import { formatModified, Select } from '@file-browser/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCard } from '../../screen/file-card';
import type { FilesContext } from '../../shared/files-context';
import { CSV_TABLE_LIMIT } from '../viewer-kind';
import { CSV_ROW_LIMIT, parseCsv, type CsvSeparator } from './parse-csv';
import { decodeText, detectEncoding, TEXT_ENCODINGS, type TextEncodingName } from './text-encoding';

/**
 * The file's text in the encoding chosen, else the one detected. The server sends text decoded
 * as UTF-8, so its bytes (`X-Encoding`) are fetched only when that text has replacement
 * characters (then the encoding is detected) or the user picks another encoding.
 */
function useDecodedText(ctx: FilesContext, file: FileInfo, text: string | undefined) {
  const [chosen, setChosen] = useState<TextEncodingName>();
  const misread = text?.includes('\uFFFD') ?? false;
  const bytes = useQuery({
    queryKey: ['text-bytes', file.path, file.modified],
    queryFn: ({ signal }) => ctx.client.getTextBytes(file.path, { signal }),
    enabled: text !== undefined && (misread || (chosen !== undefined && chosen !== 'utf-8')),
    staleTime: Infinity,
  }).data;
  const encoding = chosen ?? (bytes ? detectEncoding(bytes) : 'utf-8');
  const decoded = useMemo(
    () => (bytes ? decodeText(bytes, encoding) : text),
    [bytes, encoding, text],
  );
  return { text: decoded, encoding, choose: setChosen };
}

/**
 * A CSV file as a table (frontend-behaviour §10): the first row is the header, the separator
 * is comma, semicolon or either, the encoding detected or chosen (read-only: nothing is saved);
 * the first {@link CSV_ROW_LIMIT} rows are drawn with a line
 * saying how many. Over {@link CSV_TABLE_LIMIT}, or when the server sent no text, a card says
 * it is too large and offers the download instead of a blank page.
 */
export function CsvView({ ctx, file }: { ctx: FilesContext; file: FileInfo }) {
  const { t } = useTranslation();
  const [separator, setSeparator] = useState<CsvSeparator>('both');
  const { text, encoding, choose } = useDecodedText(
    ctx,
    file,
    file.size <= CSV_TABLE_LIMIT ? file.content : undefined,
  );
  const table = useMemo(
    () => (text === undefined ? undefined : parseCsv(text, separator)),
    [text, separator],
  );
  if (!table) {
    return (
      <FileCard
        ctx={ctx}
        file={file}
        message={t('files.csvTooLarge')}
        formatModified={(iso) => formatModified(iso, ctx.user.dateFormat)}
      />
    );
  }
  return (
    <div className="fb-csv">
      <Select
        label={t('files.columnSeparator')}
        value={separator}
        options={(['both', 'comma', 'semicolon'] as const).map((value) => ({
          value,
          label: t(`files.csvSeparators.${value}`),
        }))}
        onChange={setSeparator}
      />
      <Select
        label={t('files.fileEncoding')}
        value={encoding}
        options={TEXT_ENCODINGS.map((value) => ({ value, label: value.toUpperCase() }))}
        onChange={choose}
      />
      {table.failed ? (
        <p role="alert">{t('files.csvLoadFailed')}</p>
      ) : (
        <>
          {table.total > CSV_ROW_LIMIT && (
            <p>{t('files.showingRows', { count: table.rows.length })}</p>
          )}
          <div className="fb-csv__scroll">
            <table>
              <caption className="fb-visually-hidden">{file.name}</caption>
              <thead>
                <tr>
                  {table.header.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
