import zlib from 'node:zlib'

import sharp, { type Sharp } from 'sharp'

/*
 * Files of every kind the uploads meet, made in memory; nothing here starts Payload, so tests of
 * running servers (tests/servers/) use them too.
 */

/** A real photo-like JPEG: left half red, right half blue, so orientation can be checked. */
export async function twoToneJpeg(width = 1600, height = 1200, metadata?: (image: Sharp) => Sharp): Promise<Buffer> {
  const half = Math.floor(width / 2)
  const red = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: red, left: 0, top: 0 }])
  if (metadata) image = metadata(image)
  return image.jpeg({ quality: 90 }).toBuffer()
}

export const solidPng = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#20a040' } })
    .png()
    .toBuffer()

const pngChunk = (type: string, body: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typeAndBody))
  return Buffer.concat([length, typeAndBody, crc])
}

/**
 * A few hundred bytes that declare a huge RGB image: decoding it would need width×height×3
 * bytes of memory. Only the first rows carry data, so nothing but the header is trustworthy.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A small but well-formed one-page PDF (header, objects, xref table, trailer, %%EOF). */
export function minimalPdf(text = 'Bizness'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ]
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A ZIP archive holding one stored (uncompressed) file. */
export function minimalZip(entryName = 'readme.txt', content = 'Bizness'): Buffer {
  const name = Buffer.from(entryName)
  const data = Buffer.from(content)
  /** What the local header and the central directory both say of the entry, from `at`: CRC, both sizes, name length. */
  const writeEntry = (header: Buffer, at: number) => {
    header.writeUInt32LE(zlib.crc32(data), at)
    header.writeUInt32LE(data.length, at + 4)
    header.writeUInt32LE(data.length, at + 8)
    header.writeUInt16LE(name.length, at + 12)
  }
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  writeEntry(local, 14)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  writeEntry(central, 16)
  const centralOffset = local.length + name.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(centralOffset, 16)
  return Buffer.concat([local, name, data, central, name, end])
}
