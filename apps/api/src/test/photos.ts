import { makeZip } from '../demo/sample-files';

/** Pictures and documents the photo and preview tests upload, built byte by byte. */

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A valid baseline greyscale JPEG `width`×`height`, evenly grey: every 8×8 block is "no change,
 * end of block", coded with one-symbol Huffman tables (two bits a block).
 */
export function makeJpeg(width: number, height: number): Buffer {
  const quant = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const frame = Buffer.alloc(9);
  frame.writeUInt8(8, 0);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.set([1, 1, 0x11, 0], 5);
  const table = (tableClass: number) => Buffer.from([(tableClass << 4) | 0, 1, ...Array(15).fill(0), 0]);
  const scan = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // Two zero bits a block; the last byte padded with ones.
  const data = Buffer.alloc(Math.ceil((blocks * 2) / 8), 0);
  const usedBits = (blocks * 2) % 8;
  if (usedBits) data[data.length - 1] = 0xff >> usedBits;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, quant),
    segment(0xc0, frame),
    segment(0xc4, table(0)),
    segment(0xc4, table(1)),
    segment(0xda, scan),
    data,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The JPEG with an EXIF block (APP1) saying how it is to be turned: 6 = a quarter clockwise. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const app1 = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A Word document with a heading-like bold line, paragraphs (text that looks like markup is
 * still text) and a hyperlink to `link`: what the preview must show and what it must strip.
 */
export function makeWordWithLink(lines: string[], link: string): Buffer {
  const paragraphs = lines
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`)
    .join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>' +
    '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Uy vazifasi</w:t></w:r></w:p>' +
    paragraphs +
    '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>havola</w:t></w:r></w:hyperlink></w:p>' +
    '</w:body></w:document>';
  return makeZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeXml(link)}" TargetMode="External"/></Relationships>`,
    },
    { name: 'word/document.xml', content: document },
  ]);
}
