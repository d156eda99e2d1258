import type { EditorView } from '@codemirror/view';
import { Dropdown, IconButton } from '@file-browser/ui-kit';
import {
  mdiCheck,
  mdiContentCopy,
  mdiContentCut,
  mdiContentPaste,
  mdiFormatFontSizeDecrease,
  mdiFormatFontSizeIncrease,
  mdiThemeLightDark,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { FONT_SIZE, type EditorTheme } from './editor-preferences';

/** Props of {@link EditorTools}. */
export interface EditorToolsProps {
  /** The CodeMirror view, once it exists. */
  view: () => EditorView | null;
  readOnly: boolean;
  /** Some text is selected (copy and cut need it). */
  hasSelection: boolean;
  fontSize: number;
  stepFontSize: (direction: 1 | -1) => void;
  theme: EditorTheme;
  chooseTheme: (theme: EditorTheme) => void;
  /** Shows an error toast. */
  showError: (message: string) => void;
}

/** The selected text, ranges joined by line breaks (CodeMirror's own copy does the same). */
function selectedText(view: EditorView): string {
  const { state } = view;
  return state.selection.ranges
    .filter((range) => !range.empty)
    .map((range) => state.sliceDoc(range.from, range.to))
    .join(state.lineBreak);
}

// Phones (≤ 736 px) have no room for them in the header, and need them less: the system's own
// selection menu copies and pastes, and pinch zoom enlarges the text.
const WIDE = 'fb-viewer-action--wide';

const THEMES: readonly (readonly [
  EditorTheme,
  'settings.themes.app' | 'settings.themes.light' | 'settings.themes.dark',
])[] = [
  ['app', 'settings.themes.app'],
  ['light', 'settings.themes.light'],
  ['dark', 'settings.themes.dark'],
];

/**
 * The editor's own header buttons: copy, cut and paste through the asynchronous Clipboard API
 * (for touch screens and mice; a refusal by the browser, e.g. to read the clipboard, is said
 * plainly with the keyboard's way instead), smaller and larger text, and the editor's theme;
 * on wide screens only.
 */
export function EditorTools(props: EditorToolsProps) {
  const { t } = useTranslation();
  const { view, readOnly, hasSelection, fontSize, theme, showError } = props;
  const denied = () => {
    showError(t('files.clipboardDenied'));
  };

  const copy = async (cut: boolean) => {
    const current = view();
    if (!current) return;
    try {
      await navigator.clipboard.writeText(selectedText(current));
    } catch {
      denied();
      return;
    }
    if (cut) {
      current.dispatch(current.state.replaceSelection(''), {
        userEvent: 'delete.cut',
        scrollIntoView: true,
      });
    }
    current.focus();
  };
  const paste = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      denied();
      return;
    }
    const current = view();
    if (!current) return;
    current.dispatch(current.state.replaceSelection(text), {
      userEvent: 'input.paste',
      scrollIntoView: true,
    });
    current.focus();
  };

  return (
    <>
      <IconButton
        className={WIDE}
        icon={mdiContentCopy}
        label={t('buttons.copy')}
        disabled={!hasSelection}
        onClick={() => void copy(false)}
      />
      {!readOnly && (
        <>
          <IconButton
            className={WIDE}
            icon={mdiContentCut}
            label={t('buttons.cut')}
            disabled={!hasSelection}
            onClick={() => void copy(true)}
          />
          <IconButton
            className={WIDE}
            icon={mdiContentPaste}
            label={t('buttons.paste')}
            onClick={() => void paste()}
          />
        </>
      )}
      <IconButton
        className={WIDE}
        icon={mdiFormatFontSizeDecrease}
        label={t('buttons.decreaseFontSize')}
        disabled={fontSize <= FONT_SIZE.min}
        onClick={() => {
          props.stepFontSize(-1);
        }}
      />
      <IconButton
        className={WIDE}
        icon={mdiFormatFontSizeIncrease}
        label={t('buttons.increaseFontSize')}
        disabled={fontSize >= FONT_SIZE.max}
        onClick={() => {
          props.stepFontSize(1);
        }}
      />
      <Dropdown
        className={WIDE}
        icon={mdiThemeLightDark}
        label={t('settings.aceEditorTheme')}
        items={THEMES.map(([id, label]) => ({
          id,
          label: t(label),
          ...(id === theme && { icon: mdiCheck }),
        }))}
        onSelect={(id) => {
          props.chooseTheme(id as EditorTheme);
        }}
      />
    </>
  );
}
