import { describe, expect, it } from 'vitest';
import { COMMAND_NOT_ALLOWED, commandRequestSchema } from './command';
import { patchQuerySchema, rawQuerySchema } from './query';
import { minimumPasswordLength, statusCause, statusTextSchema } from './status-text';
import { tusOffsetHeadersSchema, tusPatchHeadersSchema } from './tus';

describe('query schemas', () => {
  it('accept what upstream clients send and refuse unknown actions and formats', () => {
    const patch = { action: 'rename', destination: '%2Fa%2520b', override: 'false' };
    expect(patchQuerySchema.parse(patch)).toEqual(patch);
    expect(patchQuerySchema.safeParse({ ...patch, action: 'move' }).success).toBe(false);
    expect(rawQuerySchema.safeParse({ algo: 'tarzst', files: '%2Fa' }).success).toBe(true);
    expect(rawQuerySchema.safeParse({ algo: 'true' }).success).toBe(true);
    expect(rawQuerySchema.safeParse({ algo: 'rar' }).success).toBe(false);
  });
});

describe('status-only bodies', () => {
  it('read the cause of a 400 and the minimum password length', () => {
    const text = '400 Bad Request (password is too short, minimum length is 12)\n';
    expect(statusTextSchema.safeParse(text).success).toBe(true);
    expect(statusTextSchema.safeParse('{"error":1}').success).toBe(false);
    expect(statusCause(text)).toBe('password is too short, minimum length is 12');
    expect(statusCause('403 Forbidden\n')).toBeUndefined();
    expect(minimumPasswordLength(text)).toBe(12);
  });
});

describe('command and tus shapes', () => {
  it('describe the WebSocket frames and tus headers', () => {
    expect(commandRequestSchema.safeParse('').success).toBe(false);
    expect(COMMAND_NOT_ALLOWED).toBe('Command not allowed.');
    expect(
      tusOffsetHeadersSchema.safeParse({ 'upload-offset': '3', 'upload-length': '-1' }).success,
    ).toBe(false);
    const patch = { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' };
    expect(tusPatchHeadersSchema.parse(patch)).toEqual(patch);
  });
});
