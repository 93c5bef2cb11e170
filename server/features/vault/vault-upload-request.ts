/** Reads a vault upload from a multipart request: the text fields first, then the file part. */
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { VaultUploadFields } from '../../../contract/vault';
import { badRequest } from '../../platform/http/errors';
import type { VaultUpload } from './vault.service';

const NO_FILE = 'file: choose a file to upload';
/** Text fields are short: a description of 500 characters is at most 2,000 bytes. */
const FIELD_LIMITS = { fields: 10, fieldSize: 4096 };

/** The text fields sent before the file, validated by the contract. */
function readUploadFields(fields: MultipartFields): VaultUploadFields {
  const values: Record<string, string> = {};
  for (const name of ['description', 'access_level']) {
    const field = fields[name];
    if (field === undefined) continue;
    if (Array.isArray(field) || field.type !== 'field') {
      throw badRequest(`${name}: send it once, as a text field`);
    }
    if (field.valueTruncated) throw badRequest(`${name}: is too long`);
    values[name] = String(field.value);
  }
  const parsed = VaultUploadFields.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The file part as a stream, not yet read. The parser's own size limit sits one byte
 * above `maxBytes`, so the store's limit is the one that refuses (keeping nothing); the
 * parser's only backs it up. Fields sent after the file are not seen.
 */
export async function readVaultUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<VaultUpload> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const part = await request.file({
    limits: { ...FIELD_LIMITS, files: 1, fileSize: maxBytes + 1 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE);
  return {
    stream: part.file,
    filename: part.filename,
    fields: readUploadFields(part.fields),
    maxBytes,
  };
}
