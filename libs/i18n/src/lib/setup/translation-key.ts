import type { ParseKeys } from 'i18next';
// Pulls in the CustomTypeOptions augmentation that gives ParseKeys its keys.
import type {} from './create-i18n';

/** Every key of the English catalogue, dotted (`'login.username'`), as `t` accepts it. */
export type TranslationKey = ParseKeys;
