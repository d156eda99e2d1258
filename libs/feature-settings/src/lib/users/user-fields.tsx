import { Checkbox, PasswordField, TextField } from '@file-browser/ui-kit';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFormEvent, UserFormState } from '../forms/user-form';
import { LanguageSelect } from '../shared/language-select';
import { RulesEditor } from '../rules/rules-editor';
import { PermissionsFields } from './permissions-fields';

/** Props of {@link UserFields}. */
export interface UserFieldsProps {
  state: UserFormState;
  dispatch: Dispatch<UserFormEvent>;
  isNew: boolean;
  /** Whether the server can create home folders: offers the box for new users. */
  createUserDir: boolean;
  execEnabled: boolean;
  /** Field to mark as missing after a refused save. */
  missing: 'username' | 'password' | null;
  /** Indexes of rules whose regular expression does not compile. */
  invalidRules: readonly number[];
}

/**
 * The fields of the user form (spec §2): username; password ("stays unchanged" when editing);
 * scope; create-home-folder for new users; language; lock password; permissions; commands when
 * the server runs them; rules.
 */
export function UserFields(props: UserFieldsProps) {
  const { state, dispatch, isNew, missing } = props;
  const { t } = useTranslation();
  const { user } = state;
  const text = (field: 'username' | 'password' | 'scope') => (value: string) => {
    dispatch({ type: 'text', field, value });
  };
  return (
    <>
      <TextField
        label={t('settings.username')}
        value={user.username}
        onChange={text('username')}
        autoComplete="off"
        {...(missing === 'username' && { error: t('settings.usernameRequired') })}
      />
      <PasswordField
        label={t('settings.password')}
        value={user.password}
        onChange={text('password')}
        autoComplete="new-password"
        {...(!isNew && { placeholder: t('settings.avoidChanges') })}
        {...(missing === 'password' && {
          validity: 'invalid',
          hint: t('settings.passwordRequired'),
        })}
      />
      <TextField
        label={t('settings.scope')}
        value={user.scope}
        dir="ltr"
        onChange={text('scope')}
        disabled={state.createHome}
        {...(state.createHome && { placeholder: t('settings.userScopeGenerationPlaceholder') })}
      />
      {isNew && props.createUserDir && (
        <Checkbox
          label={t('settings.createUserHomeDirectory')}
          checked={state.createHome}
          onChange={(value) => {
            dispatch({ type: 'createHome', value });
          }}
        />
      )}
      <LanguageSelect
        value={user.locale}
        onChange={(value) => {
          dispatch({ type: 'text', field: 'locale', value });
        }}
      />
      <Checkbox
        label={t('settings.lockPassword')}
        checked={user.lockPassword}
        disabled={user.perm.admin}
        onChange={(value) => {
          dispatch({ type: 'lockPassword', value });
        }}
      />
      <PermissionsFields
        perm={user.perm}
        execEnabled={props.execEnabled}
        onChange={(name, value) => {
          dispatch({ type: 'perm', name, value });
        }}
      />
      {props.execEnabled && (
        <>
          <TextField
            label={t('settings.userCommands')}
            value={state.commandsText}
            dir="ltr"
            onChange={(value) => {
              dispatch({ type: 'commands', text: value });
            }}
          />
          <p className="fb-settings__help">{t('settings.commandsNoShell')}</p>
        </>
      )}
      <fieldset className="fb-settings__fieldset">
        <legend>{t('settings.rules')}</legend>
        <p className="fb-settings__help">{t('settings.rulesHelp')}</p>
        <RulesEditor
          rules={user.rules}
          invalid={props.invalidRules}
          onChange={(rules) => {
            dispatch({ type: 'rules', rules });
          }}
        />
      </fieldset>
    </>
  );
}
