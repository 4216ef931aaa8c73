import encodeQR from 'qr'

/** `text` as a QR code, an SVG image in a data: address for an <img>, made here (no outside service sees the secret). */
export const qrCodeImage = (text: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(encodeQR(text, 'svg', { ecc: 'medium', border: 2 })).toString('base64')}`
