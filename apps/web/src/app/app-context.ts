import type { ApiClient } from '@file-browser/api-client';
import { createContext, useContext } from 'react';
import type { AppConfig } from './app-config';
import type { CaptchaSlot } from './login/captcha-slot';

/** What every route may need from start-up: the config, the API client, the captcha slot. */
export interface AppServices {
  config: AppConfig;
  client: ApiClient;
  /** Where the login call reads the reCAPTCHA answer from. */
  captcha: CaptchaSlot;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's {@link AppServices}; throws when rendered outside the app's provider. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesContext>');
  return services;
}
