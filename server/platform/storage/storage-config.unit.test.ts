import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { createObjectStore } from './create-object-store';

describe('storage settings', () => {
  it('keeps files under DATA_DIR/objects when no bucket is set', () => {
    const config = parseConfig({ DATA_DIR: '/srv/backline' });
    expect(config.storage).toEqual({
      driver: 'local',
      directory: path.join('/srv/backline', 'objects'),
    });
    expect(createObjectStore(config).describe()).toEqual({
      driver: 'local',
      location: path.join('/srv/backline', 'objects'),
    });
  });

  it('uses S3 when S3_BUCKET is set, with region auto and path-style addressing by default', () => {
    const config = parseConfig({
      S3_BUCKET: 'backline-media',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'very-secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'backline-media',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
      publicUrl: null,
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'very-secret' },
    });
    const description = createObjectStore(config).describe();
    expect(description).toEqual({
      driver: 's3',
      location: 'https://account.r2.cloudflarestorage.com/backline-media',
    });
    expect(JSON.stringify(description)).not.toContain('very-secret');
  });

  it('leaves credentials to the SDK when none are set', () => {
    const config = parseConfig({
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.storage).toMatchObject({
      endpoint: null,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it.each([
    [
      { S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT must be an http'],
    [{ S3_ENDPOINT: 'https://s3.example' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID must be set together'],
    [
      { S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sometimes' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
