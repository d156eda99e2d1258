import { afterEach, describe, expect, it } from 'vitest';
import { applyAccent, contrast, parseColor } from './accent';

const root = document.documentElement;
const token = (name: string) => getComputedStyle(root).getPropertyValue(name).trim();
const ratio = (a: string, b: string) =>
  contrast(parseColor(a) ?? [0, 0, 0], parseColor(b) ?? [0, 0, 0]);

describe('the branding colour as the accent (issue 29 item 2)', () => {
  afterEach(() => {
    applyAccent(document, '');
    delete root.dataset['theme'];
    root.classList.remove('dark');
  });

  it('uses a colour that stands out as it is, with white text on it', () => {
    applyAccent(document, '#aa3300');
    expect(token('--action')).toBe('#aa3300');
    expect(token('--iconPrimary')).toBe('#aa3300');
    expect(token('--fb-on-accent')).toBe('#ffffff');
    expect(ratio(token('--fb-accent-text'), '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a pale colour on the light theme until it reaches 3:1, keeping its hue', () => {
    applyAccent(document, 'rgb(255, 235, 59)');
    const accent = token('--action');
    expect(accent).not.toBe('#ffeb3b');
    expect(ratio(accent, '#f6f7f9')).toBeGreaterThanOrEqual(3);
    expect(ratio(accent, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(ratio(accent, '#eceff3')).toBeGreaterThanOrEqual(3);
    const [r = 0, g = 0, b = 0] = parseColor(accent) ?? [];
    expect(r > b && g > b).toBe(true); // still a yellow, darker
    expect(ratio(token('--fb-accent-text'), '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
    expect(token('--fb-focus-ring')).toBe(`0 0 0 3px ${token('--fb-accent-text')}`);
  });

  it('lightens a dark colour on the dark theme, with text on it that reads', () => {
    root.dataset['theme'] = 'dark';
    applyAccent(document, '#1a237e');
    const accent = token('--action');
    expect(ratio(accent, '#14171c')).toBeGreaterThanOrEqual(3);
    expect(ratio(accent, '#2a2f38')).toBeGreaterThanOrEqual(3);
    expect(accent).not.toBe('#1a237e');
    expect(ratio(token('--fb-on-accent'), accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the default accent for no colour or one it cannot read, and replaces an earlier one', () => {
    applyAccent(document, '#aa3300');
    applyAccent(document, '#0055aa');
    expect(document.querySelectorAll('style#fb-accent')).toHaveLength(1);
    expect(token('--action')).toBe('#0055aa');
    applyAccent(document, 'papayawhip');
    expect(document.getElementById('fb-accent')).toBeNull();
    expect(token('--action')).toBe('');
  });
});
