import type { CategoryIcon } from '@/lib/listings/category-icons'

/** Two gradient colours per icon, so every sector's pictures share a recognisable palette. */
export const MOTIF_COLOURS: Record<CategoryIcon, [string, string]> = {
  utensils: ['#b3541e', '#f2a65a'],
  'shopping-bag': ['#7b2d8e', '#d77fc0'],
  factory: ['#37474f', '#90a4ae'],
  truck: ['#0d47a1', '#64b5f6'],
  laptop: ['#1a237e', '#7986cb'],
  building: ['#4e342e', '#a1887f'],
  bed: ['#00695c', '#80cbc4'],
  leaf: ['#2e7d32', '#aed581'],
  hammer: ['#bf360c', '#ffab91'],
  heart: ['#ad1457', '#f48fb1'],
  briefcase: ['#263238', '#78909c'],
  globe: ['#006064', '#4dd0e1'],
  'graduation-cap': ['#283593', '#9fa8da'],
  car: ['#b71c1c', '#ef9a9a'],
}

/** Line drawings on a 24-unit grid, stroked in white over the gradient. */
export const MOTIF_PATHS: Record<CategoryIcon, string> = {
  utensils: '<path d="M6 3v6a2 2 0 0 0 4 0V3M8 9v12M17 21V3c-2.2 1.5-3 4-3 7v3h3"/>',
  'shopping-bag': '<path d="M5 8h14l-1 13H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  factory: '<path d="M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z"/><path d="M7 18h2M12 18h2M17 18h1"/>',
  truck: '<path d="M2 6h11v10H2zM13 10h4l3 3v3h-7z"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  laptop: '<rect x="5" y="5" width="14" height="10" rx="1"/><path d="M2 19h20l-2-4H4z"/>',
  building: '<rect x="5" y="3" width="14" height="18"/><path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2"/>',
  bed: '<path d="M3 7v13M3 16h18v4M21 16v-3a3 3 0 0 0-3-3h-8v6"/><circle cx="6.5" cy="12.5" r="1.5"/>',
  leaf: '<path d="M5 19C5 10 11 5 20 5c0 9-5 15-14 15"/><path d="M5 19l8-8"/>',
  hammer: '<path d="M3 8l5-5 5 5-5 5z"/><path d="M10.5 10.5L20 20"/>',
  heart: '<path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  'graduation-cap': '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6"/>',
  car: '<path d="M5 17H3v-5l2-5h14l2 5v5h-2M9 17h6M3 12h18"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
}
