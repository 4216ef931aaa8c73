import sharp from 'sharp'

import type { CategoryIcon } from '@/lib/listings/category-icons'

import { MOTIF_COLOURS, MOTIF_PATHS } from './category-motifs'

const WIDTH = 1200
const HEIGHT = 800
const MOTIF_SIZE = 360

/** A small deterministic hash, so a listing gets the same picture on every seed run. */
function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** Soft circles placed from the seed, so two listings of one sector do not look identical. */
function circles(seed: number): string {
  return Array.from({ length: 4 }, (_, i) => {
    const n = hash(`${seed}:${i}`)
    const cx = n % WIDTH
    const cy = (n >>> 11) % HEIGHT
    const r = 120 + ((n >>> 21) % 220)
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`
  }).join('')
}

function listingSvg(icon: CategoryIcon, seedText: string): string {
  const [from, to] = MOTIF_COLOURS[icon]
  const scale = MOTIF_SIZE / 24
  const left = (WIDTH - MOTIF_SIZE) / 2
  const top = (HEIGHT - MOTIF_SIZE) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${circles(hash(seedText))}
  <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="270" fill="#fff" fill-opacity="0.12"/>
  <g transform="translate(${left} ${top}) scale(${scale})" fill="none" stroke="#fff" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">${MOTIF_PATHS[icon]}</g>
</svg>`
}

/** A 1200×800 JPEG illustration for a listing of the given sector (nothing is downloaded). */
export function renderListingImage(icon: CategoryIcon, seedText: string): Promise<Buffer> {
  return sharp(Buffer.from(listingSvg(icon, seedText)))
    .jpeg({ quality: 85 })
    .toBuffer()
}
