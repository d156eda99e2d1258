import type { SettingsServices } from '../shared/settings-services';
import { ChangePasswordCard } from './change-password-card';
import { PreferencesCard } from './preferences-card';
import '../shared/settings.css';

/** `/settings/profile`: the preferences, and the password form unless the password is locked. */
export function ProfileSettings({ services }: { services: SettingsServices }) {
  const canChangePassword = services.passwordChangeable && !services.user.lockPassword;
  return (
    <div className="fb-settings__cards">
      <PreferencesCard services={services} />
      {canChangePassword && <ChangePasswordCard services={services} />}
    </div>
  );
}
