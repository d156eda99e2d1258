import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { supportedLocales } from '../detect/supported-locales';
import { setDayjsLocale } from './dayjs-locale';

// New dayjs objects pick up the global locale; existing ones keep the one they were made in.
const moment = new Date(2026, 2, 5, 14, 7);
const later = new Date(2026, 2, 5, 17, 7);

afterEach(async () => {
  await setDayjsLocale('en');
});

describe('setDayjsLocale', () => {
  it('formats dates and relative times in the chosen language', async () => {
    expect(await setDayjsLocale('de')).toBe('de');
    expect(dayjs(moment).format('L LT')).toBe('05.03.2026 14:07');
    expect(dayjs(moment).from(later)).toBe('vor 3 Stunden');

    await setDayjsLocale('en');
    expect(dayjs(moment).format('L LT')).toBe('03/05/2026 2:07 PM');
    expect(dayjs(moment).from(later)).toBe('3 hours ago');
  });

  it('maps codes dayjs spells differently', async () => {
    expect(await setDayjsLocale('pt-pt')).toBe('pt');
    expect(await setDayjsLocale('sv-se')).toBe('sv');
    expect(await setDayjsLocale('no')).toBe('nb');
    expect(dayjs(moment).from(later)).toBe('3 timer siden');
    expect(await setDayjsLocale('zh-tw')).toBe('zh-tw');
    expect(dayjs(moment).format('L')).toBe('2026/03/05');
  });

  it('has a dayjs locale for every supported locale', async () => {
    for (const { code } of supportedLocales) {
      const name = await setDayjsLocale(code);
      expect(dayjs.locale()).toBe(name);
      expect(dayjs(moment).from(later)).not.toBe('');
    }
  });
});
