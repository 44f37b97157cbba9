// Extracts one file from a zip archive with Node alone, so a fresh machine needs no `unzip` package.
// Usage: node unzip-entry.mjs <archive.zip> <entry/path/in/zip> <destination file>
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

const [archive, entryName, destination] = process.argv.slice(2);
if (!archive || !entryName || !destination) {
  console.error('usage: node unzip-entry.mjs <archive.zip> <entry> <destination>');
  process.exit(2);
}

const zip = readFileSync(archive);
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

// The end record sits in the last 64 KiB + 22 bytes (its trailing comment is at most 65535 bytes).
let end = -1;
for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
  if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
    end = i;
    break;
  }
}
if (end < 0) throw new Error(`${archive}: not a zip archive (no end of central directory)`);

const entries = zip.readUInt16LE(end + 10);
let offset = zip.readUInt32LE(end + 16);
const names = [];
for (let n = 0; n < entries; n++) {
  if (zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER)
    throw new Error(`${archive}: corrupt central directory`);
  const method = zip.readUInt16LE(offset + 10);
  const compressedSize = zip.readUInt32LE(offset + 20);
  const size = zip.readUInt32LE(offset + 24);
  const nameLength = zip.readUInt16LE(offset + 28);
  const extraLength = zip.readUInt16LE(offset + 30);
  const commentLength = zip.readUInt16LE(offset + 32);
  const localHeader = zip.readUInt32LE(offset + 42);
  const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
  names.push(name);
  offset += 46 + nameLength + extraLength + commentLength;
  if (name !== entryName) continue;

  if (zip.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER)
    throw new Error(`${archive}: corrupt local header`);
  const dataStart =
    localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
  const raw = zip.subarray(dataStart, dataStart + compressedSize);
  let data;
  if (method === 0) data = raw;
  else if (method === 8) data = inflateRawSync(raw);
  else
    throw new Error(
      `${archive}: ${name} uses compression method ${method}, only stored and deflate are supported`,
    );
  if (data.length !== size)
    throw new Error(`${archive}: ${name} inflated to ${data.length} bytes, expected ${size}`);

  // Write beside the target and rename, so an interrupted run never leaves a half-written binary in place.
  const partial = `${destination}.${process.pid}.partial`;
  writeFileSync(partial, data, { mode: 0o755 });
  renameSync(partial, destination);
  process.exit(0);
}
console.error(`${archive}: no entry ${entryName} (entries: ${names.join(', ')})`);
process.exit(1);
