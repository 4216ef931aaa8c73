/** The icon set categories pick from; the pages draw each as an inline SVG. */
export const CATEGORY_ICONS = [
  'utensils',
  'shopping-bag',
  'factory',
  'truck',
  'laptop',
  'building',
  'bed',
  'leaf',
  'hammer',
  'heart',
  'briefcase',
  'globe',
  'graduation-cap',
  'car',
] as const

export type CategoryIcon = (typeof CATEGORY_ICONS)[number]
