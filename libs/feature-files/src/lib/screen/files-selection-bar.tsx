import { SelectionBar } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { FilesHeaderActions, type ActionButtons } from './files-header-actions';
import { SELECTION_ACTIONS, type HeaderAction } from './header-actions';

/** Props of {@link FilesSelectionBar}. */
export interface FilesSelectionBarProps {
  selectedCount: number;
  /** Multiple selection is on (the bar then shows on wide screens too, even with none). */
  multiple: boolean;
  /** The actions the user may use right now; the bar shows the selection ones. */
  actions: readonly HeaderAction[];
  buttons: ActionButtons;
  onAction: (action: HeaderAction) => void;
  onClear: () => void;
}

/**
 * The bottom bar while items are selected (narrow screens; wide ones too with multiple
 * selection on): the count, Clear, and the selection actions.
 */
export function FilesSelectionBar(props: FilesSelectionBarProps) {
  const { t } = useTranslation();
  const { selectedCount, multiple, buttons, onAction } = props;
  if (selectedCount === 0 && !multiple) return null;
  const message =
    selectedCount > 0
      ? t('prompts.filesSelected', { count: selectedCount })
      : t('files.multipleSelectionEnabled');
  const className = `fb-files-selection${multiple ? '' : ' fb-files-selection--narrow-only'}`;
  return (
    <div className={className}>
      <SelectionBar
        message={message}
        {...(selectedCount > 0 && { count: selectedCount })}
        clearLabel={t('buttons.clear')}
        onClear={props.onClear}
      >
        <FilesHeaderActions
          actions={props.actions.filter((action) => SELECTION_ACTIONS.includes(action))}
          buttons={buttons}
          selectedCount={selectedCount}
          onAction={onAction}
          classOf={() => 'fb-files-action--in-bar'}
        />
      </SelectionBar>
    </div>
  );
}
