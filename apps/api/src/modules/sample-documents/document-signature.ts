import type { TSampleDocumentExtension } from '@samplebank/contracts/sample-documents';

// What each file type's first bytes are; a file whose bytes disagree with its name is refused.

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

const PDF = ascii('%PDF-');
/** Revit files are OLE2 compound documents (Microsoft's structured storage), as .doc and .xls once were. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** IFC in its usual STEP physical file form (ISO 10303-21). */
const STEP = ascii('ISO-10303-21;');
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** A binary DXF's sentinel. */
const BINARY_DXF = ascii('AutoCAD Binary DXF\r\n\x1a\0');

/** How many bytes the checks read. */
export const DOCUMENT_SIGNATURE_BYTES = 64;

/**
 * A DWG starts with its version, "AC" and four characters: AC1012 (R13, 1994) to AC1032 (2018 onwards); older
 * drawings ("AC1.50", "AC2.10") predate anything a brand publishes today.
 */
function isDwg(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('AC10')) && bytes.length >= 6 && isDigit(bytes[4]) && isDigit(bytes[5]);
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * An ASCII DXF is pairs of lines, a group code and a value; it opens with group 0 "SECTION" (or a 999 comment
 * first), leading spaces allowed. A binary DXF starts with its sentinel.
 */
function isDxf(bytes: Uint8Array): boolean {
  if (startsWith(bytes, BINARY_DXF)) return true;
  const head = Buffer.from(bytes).toString('latin1');
  return /^\s*(0\s*\r?\n\s*SECTION|999\s*\r?\n)/.test(head);
}

/** True when the bytes start as a file of the extension does (`bytes`: at least its first 64 bytes, or all of it). */
export function hasDocumentSignature(extension: TSampleDocumentExtension, bytes: Uint8Array): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, PDF);
    case 'dwg':
      return isDwg(bytes);
    case 'dxf':
      return isDxf(bytes);
    case 'ifc':
      // a UTF-8 byte order mark may come first
      return startsWith(bytes, STEP) || (startsWith(bytes, UTF8_BOM) && startsWith(bytes, STEP, UTF8_BOM.length));
    case 'rvt':
      return startsWith(bytes, OLE2);
  }
}
