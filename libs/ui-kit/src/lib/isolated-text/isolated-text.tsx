import { Fragment } from 'react';

/** A value put into a sentence: a name takes its own direction, a path or URL reads `ltr`. */
export interface IsolatedValue {
  text: string;
  /** `ltr` for paths and URLs; left out for names (their own first letters decide). */
  dir?: 'ltr';
}

/** Props of {@link IsolatedText}. */
export interface IsolatedTextProps<Key extends string> {
  /** Resolves the sentence with the given values, e.g. `(values) => t('key', values)`. */
  sentence: (values: Record<Key, string>) => string;
  values: Record<Key, IsolatedValue>;
}

// Marks each value's place in the resolved sentence; translations never contain it.
const MARK = '\u0000';

/**
 * A translated sentence whose values (file names, paths) are isolated from it with `<bdi>`, so a
 * path keeps reading `/docs/` inside an Arabic sentence and an Arabic name inside an English
 * one. The text is the same as the plain sentence's.
 */
export function IsolatedText<Key extends string>({ sentence, values }: IsolatedTextProps<Key>) {
  const keys = Object.keys(values) as Key[];
  const marked = Object.fromEntries(keys.map((key) => [key, `${MARK}${key}${MARK}`]));
  const byKey: Partial<Record<string, IsolatedValue>> = values;
  // Between two marks stands a value's key: every odd part.
  const parts = sentence(marked as Record<Key, string>).split(MARK);
  return (
    <>
      {parts.map((part, index) => {
        const value = index % 2 === 1 ? byKey[part] : undefined;
        if (value === undefined) return <Fragment key={index}>{part}</Fragment>;
        return (
          <bdi key={index} dir={value.dir}>
            {value.text}
          </bdi>
        );
      })}
    </>
  );
}
