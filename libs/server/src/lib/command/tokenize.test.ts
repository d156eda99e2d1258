import { describe, expect, it } from 'vitest';
import { CommandParseError, splitCommandLine } from './tokenize';

describe('splitCommandLine', () => {
  it('splits on blanks and honours quotes and backslashes like a POSIX shell', () => {
    expect(splitCommandLine('  ls   -la  ')).toEqual(['ls', '-la']);
    expect(splitCommandLine(`grep "a b" 'c d' e\\ f`)).toEqual(['grep', 'a b', 'c d', 'e f']);
    expect(splitCommandLine(`echo "say \\"hi\\" \\$HOME \\n" 'it''s'`)).toEqual([
      'echo',
      'say "hi" $HOME \\n',
      'its',
    ]);
    expect(splitCommandLine(`echo ''`)).toEqual(['echo', '']);
  });

  it('treats shell syntax as ordinary text', () => {
    expect(splitCommandLine('ls;rm -rf / && $(id) `id` | cat > x')).toEqual([
      'ls;rm',
      '-rf',
      '/',
      '&&',
      '$(id)',
      '`id`',
      '|',
      'cat',
      '>',
      'x',
    ]);
    expect(splitCommandLine('echo a\nrm b')).toEqual(['echo', 'a', 'rm', 'b']);
  });

  it('reports unterminated quotes, a trailing backslash and an empty line', () => {
    expect(() => splitCommandLine('echo "a')).toThrow(CommandParseError);
    expect(() => splitCommandLine("echo 'a")).toThrow(/unterminated quote/);
    expect(() => splitCommandLine('echo \\')).toThrow(/trailing backslash/);
    expect(() => splitCommandLine('   ')).toThrow("no command contained in '   '");
  });
});
