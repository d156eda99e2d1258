import { ApiError } from '@file-browser/api-client';
import { createI18n } from '@file-browser/i18n';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsServices } from './settings-services';
import { useSave } from './use-save';

async function renderSave() {
  const i18n = await createI18n({ locale: 'en' });
  const notify = vi.fn<SettingsServices['notify']>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useSave(notify), { wrapper });
  return { result, notify };
}

describe('useSave', () => {
  it('is busy while the work runs, and not after', async () => {
    const { result, notify } = await renderSave();
    let finish: (() => void) | undefined;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let saving: Promise<void> | undefined;

    act(() => {
      saving = result.current.save(async () => {
        await work;
      });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish?.();
      await saving;
    });

    expect(result.current.busy).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it("toasts a failure's message, the forbidden text for a 403 when asked, nothing when cancelled", async () => {
    const { result, notify } = await renderSave();

    await act(() => result.current.save(() => Promise.reject(new Error('400 Bad Request'))));
    await act(() =>
      result.current.save(
        () => Promise.reject(new ApiError('403 Forbidden', 403)),
        'errors.forbidden',
      ),
    );
    await act(() => result.current.save(() => Promise.reject(new ApiError('', 0, true))));

    expect(notify.mock.calls).toEqual([
      ['error', '400 Bad Request'],
      ['error', 'You are not allowed to open this.'],
    ]);
    expect(result.current.busy).toBe(false);
  });
});
