import type { CategoryIcon } from '@/lib/listings/category-icons'

export type CategoryKey =
  | 'food'
  | 'retail'
  | 'manufacturing'
  | 'transport'
  | 'it'
  | 'tourism'
  | 'agriculture'
  | 'construction'
  | 'beauty'
  | 'services'
  | 'ecommerce'
  | 'education'
  | 'car'

export type CategorySeed = { key: CategoryKey; title: { lv: string; en: string }; icon: CategoryIcon; order: number }

/** Business sectors as Latvian sellers describe them; the slug comes from the Latvian title. */
export const CATEGORIES: CategorySeed[] = [
  { key: 'food', title: { lv: 'Ēdināšana', en: 'Food service' }, icon: 'utensils', order: 10 },
  { key: 'retail', title: { lv: 'Tirdzniecība', en: 'Retail' }, icon: 'shopping-bag', order: 20 },
  { key: 'manufacturing', title: { lv: 'Ražošana', en: 'Manufacturing' }, icon: 'factory', order: 30 },
  { key: 'transport', title: { lv: 'Transports un loģistika', en: 'Transport and logistics' }, icon: 'truck', order: 40 },
  { key: 'it', title: { lv: 'IT un tehnoloģijas', en: 'IT and technology' }, icon: 'laptop', order: 50 },
  { key: 'tourism', title: { lv: 'Tūrisms un viesmīlība', en: 'Tourism and hospitality' }, icon: 'bed', order: 60 },
  { key: 'agriculture', title: { lv: 'Lauksaimniecība', en: 'Agriculture' }, icon: 'leaf', order: 70 },
  { key: 'construction', title: { lv: 'Būvniecība', en: 'Construction' }, icon: 'hammer', order: 80 },
  { key: 'beauty', title: { lv: 'Skaistumkopšana un veselība', en: 'Beauty and health' }, icon: 'heart', order: 90 },
  { key: 'services', title: { lv: 'Pakalpojumi', en: 'Business services' }, icon: 'briefcase', order: 100 },
  { key: 'ecommerce', title: { lv: 'E-komercija', en: 'E-commerce' }, icon: 'globe', order: 110 },
  { key: 'education', title: { lv: 'Izglītība', en: 'Education' }, icon: 'graduation-cap', order: 120 },
  { key: 'car', title: { lv: 'Autoserviss', en: 'Car services' }, icon: 'car', order: 130 },
]
