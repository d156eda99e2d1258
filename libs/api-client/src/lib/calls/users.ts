import type { SettingsUpdate, UserData, UserField } from '@file-browser/api-contract';
import {
  publicSettingsSchema,
  settingsSchema,
  userSchema,
  usersSchema,
} from '@file-browser/api-contract';
import { ApiError } from '../api-error';
import type { CallOptions } from '../options';
import type { Transport } from '../transport';
import { readJson } from '../transport';

/** Options of calls that may need the caller's own password (JSON auth, api-contract §5.2). */
export interface ReauthOptions extends CallOptions {
  /** The *requesting* user's password, for sensitive changes. */
  currentPassword?: string;
}

/** Users (api-contract §5) and global settings (§6). */
export function userCalls(transport: Transport) {
  return {
    /** `GET /api/users` (admin): every user, sorted by id, passwords blank. */
    async listUsers(call: CallOptions = {}) {
      const response = await transport.send({ path: '/api/users', signal: call.signal });
      return readJson(response, usersSchema, call.signal);
    },
    /** `GET /api/users/{id}` (self or admin). */
    async getUser(id: number, call: CallOptions = {}) {
      const response = await transport.send({
        path: `/api/users/${String(id)}`,
        signal: call.signal,
      });
      return readJson(response, userSchema, call.signal);
    },
    /**
     * `POST /api/users` (admin): creates a user from `data` (username and password required,
     * other fields from the settings defaults) and resolves to its id, read from `Location`.
     */
    async createUser(data: UserData, call: ReauthOptions = {}): Promise<number> {
      const response = await transport.send({
        method: 'POST',
        path: '/api/users',
        json: { what: 'user', which: [], current_password: call.currentPassword ?? '', data },
        signal: call.signal,
      });
      const id = /\/(\d+)$/.exec(response.headers.get('Location') ?? '')?.[1];
      if (id === undefined)
        throw new ApiError('Invalid response: no user id in Location', response.status);
      return Number(id);
    },
    /**
     * `PUT /api/users/{id}`: writes only the fields named in `which` (or `['all']`, admin only)
     * from `data`. Password, username, scope, perm, commands, rules and lockPassword changes need
     * `currentPassword`.
     */
    async updateUser(
      id: number,
      data: UserData,
      which: readonly (UserField | 'all')[],
      call: ReauthOptions = {},
    ): Promise<void> {
      await transport.send({
        method: 'PUT',
        path: `/api/users/${String(id)}`,
        json: {
          what: 'user',
          which,
          current_password: call.currentPassword ?? '',
          data: { ...data, id },
        },
        signal: call.signal,
      });
    },
    /** `DELETE /api/users/{id}`: self or admin; needs the requester's `currentPassword`. */
    async deleteUser(id: number, call: ReauthOptions = {}): Promise<void> {
      await transport.send({
        method: 'DELETE',
        path: `/api/users/${String(id)}`,
        json: { current_password: call.currentPassword ?? '' },
        signal: call.signal,
      });
    },
    /** `GET /api/settings` (admin). */
    async getSettings(call: CallOptions = {}) {
      const response = await transport.send({ path: '/api/settings', signal: call.signal });
      return readJson(response, settingsSchema, call.signal);
    },
    /**
     * `GET /api/settings/public` (ours; any signed-in user): `{ tus: { chunkSize, retryCount } }`,
     * the settings an upload client needs. Upstream's server has no such route (404).
     */
    async getPublicSettings(call: CallOptions = {}) {
      const response = await transport.send({ path: '/api/settings/public', signal: call.signal });
      return readJson(response, publicSettingsSchema, call.signal);
    },
    /** `PUT /api/settings` (admin): replaces the whole settings object. */
    async updateSettings(settings: SettingsUpdate, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'PUT',
        path: '/api/settings',
        json: settings,
        signal: call.signal,
      });
    },
  };
}
