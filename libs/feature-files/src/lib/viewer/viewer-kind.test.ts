import type { FileInfo } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { neighbours, viewerKind } from './viewer-kind';

const file = (name: string, type: FileInfo['type'], isDir = false): FileInfo => ({
  path: `/d/${name}`,
  name,
  size: 1,
  extension: '',
  modified: '2026-01-01T00:00:00Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type,
});

describe('viewerKind', () => {
  it('opens text and immutable text in the editor, markdown with its preview', () => {
    expect(viewerKind(file('a.txt', 'text'))).toBe('editor');
    expect(viewerKind(file('a.log', 'textImmutable'))).toBe('editor');
    expect(viewerKind(file('README.md', 'text'))).toBe('markdown');
    expect(viewerKind(file('notes.MARKDOWN', 'textImmutable'))).toBe('markdown');
  });

  it('shows CSV as a table, whether the server sent it as text or as a blob', () => {
    expect(viewerKind(file('data.csv', 'text'))).toBe('csv');
    expect(viewerKind(file('huge.csv', 'blob'))).toBe('csv');
  });

  it('previews media and PDF, and gives anything else the download card', () => {
    expect(viewerKind(file('a.png', 'image'))).toBe('image');
    expect(viewerKind(file('a.mp4', 'video'))).toBe('video');
    expect(viewerKind(file('a.mp3', 'audio'))).toBe('audio');
    expect(viewerKind(file('a.pdf', 'pdf'))).toBe('pdf');
    expect(viewerKind(file('Book.EPUB', 'blob'))).toBe('epub');
    expect(viewerKind(file('a.bin', 'blob'))).toBe('blob');
  });
});

describe('neighbours', () => {
  const items = [
    file('Sub', '', true),
    file('a.png', 'image'),
    file('b.txt', 'text'),
    file('c.mp4', 'video'),
    file('d.zip', 'blob'),
  ];

  it('steps over folders and text files to the previewable siblings', () => {
    const around = neighbours(items, 'c.mp4');
    expect(around.previous?.name).toBe('a.png');
    expect(around.next?.name).toBe('d.zip');
  });

  it('has no previous before the first and no next after the last', () => {
    expect(neighbours(items, 'a.png').previous).toBeUndefined();
    expect(neighbours(items, 'd.zip').next).toBeUndefined();
  });

  it('has no neighbours for a file that is not steppable or not listed', () => {
    expect(neighbours(items, 'b.txt')).toEqual({ previous: undefined, next: undefined });
    expect(neighbours(items, 'gone.png')).toEqual({ previous: undefined, next: undefined });
  });
});
