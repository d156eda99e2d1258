import { describe, expect, it } from 'vitest';
import { contentDisposition, escapeFileName } from './disposition';

describe('escapeFileName', () => {
  it.each([
    ['document.pdf', 'document.pdf'],
    ['my file.txt', 'my%20file.txt'],
    ['日本語.txt', '%E6%97%A5%E6%9C%AC%E8%AA%9E.txt'],
    ["a!'()*.txt", 'a%21%27%28%29%2A.txt'],
    ['$&+:=@~-_', '$&+:=@~-_'],
    ['a/b;c,d?e%"\r\n', 'a%2Fb%3Bc%2Cd%3Fe%25%22%0D%0A'],
  ])('%j → %j', (name, expected) => {
    expect(escapeFileName(name)).toBe(expected);
  });

  it('builds the header value', () => {
    expect(contentDisposition('inline', 'my file.txt')).toBe(
      "inline; filename*=utf-8''my%20file.txt",
    );
  });
});
