import type { CategoryIcon as IconName } from '@/lib/listings/category-icons'

/** Line drawings (24×24, stroked) for each category icon name. */
const PATHS: Record<IconName, string> = {
  utensils: 'M7 2v9m-3-9v6a3 3 0 0 0 6 0V2M7 11v11M17 2c-2 2-3 5-3 8h3v12',
  'shopping-bag': 'M5 7h14l-1 14H6L5 7Zm4 0V5a3 3 0 0 1 6 0v2',
  factory: 'M3 21V10l6 4V10l6 4V4h4l2 17H3Zm4-3h2m4 0h2',
  truck: 'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  laptop: 'M5 5h14v10H5zM2 19h20M9 15l-1 4m7-4 1 4',
  building: 'M4 21V3h10v18M14 9h6v12M7 7h4M7 11h4M7 15h4M2 21h20',
  bed: 'M3 19V6m0 8h18v5M3 14h18v-3a3 3 0 0 0-3-3h-7v6M7 11a1.5 1.5 0 1 0 0-.01',
  leaf: 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15Zm0 0 8-8',
  hammer: 'M14 4l6 6-3 3-6-6 3-3Zm-3 3L3 15l3 3 8-8',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11Z',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  'graduation-cap': 'M2 9l10-5 10 5-10 5-10-5Zm4 2v5c3 2 9 2 12 0v-5M22 9v6',
  car: 'M3 16v-4l2-5h14l2 5v4H3Zm0 0v3h3v-3m12 0v3h3v-3M7 13h.01M17 13h.01',
}

export function CategoryIcon({ name, size = 24 }: { name: IconName | null | undefined; size?: number }) {
  const d = name ? PATHS[name] : PATHS.briefcase
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
