import CFB from 'cfb';
import { makeZip } from '../demo/sample-files';

/** Files only the tests upload: legacy Word containers, macro documents and a disguised executable. */

/** An OLE compound file with the given streams (`Macros/VBA` makes a storage with a stream). */
export function makeCompoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A legacy Word document: a compound file holding a "WordDocument" stream. */
export function makeDocShell(): Buffer {
  return makeCompoundFile({ WordDocument: Buffer.alloc(1024, 0x20), '1Table': Buffer.alloc(512, 0) });
}

/** An installer-like compound file that merely mentions "WordDocument" in its data. */
export function makeMsiLike(): Buffer {
  return makeCompoundFile({ Data: Buffer.concat([Buffer.alloc(64), Buffer.from('WordDocument', 'utf16le')]) });
}

/** A legacy Word document carrying macros. */
export function makeDocWithMacros(): Buffer {
  return makeCompoundFile({ WordDocument: Buffer.alloc(1024, 0x20), 'Macros/VBA/dir': Buffer.alloc(64, 1) });
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

/** A Word document with a VBA project: as .docm, or dressed as an ordinary .docx. */
export function makeMacroWord(kind: 'docm' | 'docx'): Buffer {
  const main =
    kind === 'docm'
      ? 'application/vnd.ms-word.document.macroEnabled.main+xml'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  return makeZip([
    { name: '[Content_Types].xml', content: contentTypes(main) },
    {
      name: 'word/document.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    },
    { name: 'word/vbaProject.bin', content: 'Attribute VB_Name = "ThisDocument"' },
  ]);
}

/** A Windows executable's first bytes: what a renamed `.exe` looks like. */
export function makeExe(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'ascii');
  bytes.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return bytes;
}
