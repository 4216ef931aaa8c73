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

export type CategorySeed = { key: CategoryKey; title: { lv: string; en: string; ru: string }; icon: CategoryIcon; order: number }

/** Business sectors as Latvian sellers describe them, named in each language (search matches every name); the slug comes from the Latvian title. */
export const CATEGORIES: CategorySeed[] = [
  { key: 'food', title: { lv: 'Ēdināšana', en: 'Food service', ru: 'Общепит' }, icon: 'utensils', order: 10 },
  { key: 'retail', title: { lv: 'Tirdzniecība', en: 'Retail', ru: 'Торговля' }, icon: 'shopping-bag', order: 20 },
  { key: 'manufacturing', title: { lv: 'Ražošana', en: 'Manufacturing', ru: 'Производство' }, icon: 'factory', order: 30 },
  {
    key: 'transport',
    title: { lv: 'Transports un loģistika', en: 'Transport and logistics', ru: 'Транспорт и логистика' },
    icon: 'truck',
    order: 40,
  },
  { key: 'it', title: { lv: 'IT un tehnoloģijas', en: 'IT and technology', ru: 'ИТ и технологии' }, icon: 'laptop', order: 50 },
  {
    key: 'tourism',
    title: { lv: 'Tūrisms un viesmīlība', en: 'Tourism and hospitality', ru: 'Туризм и гостеприимство' },
    icon: 'bed',
    order: 60,
  },
  { key: 'agriculture', title: { lv: 'Lauksaimniecība', en: 'Agriculture', ru: 'Сельское хозяйство' }, icon: 'leaf', order: 70 },
  { key: 'construction', title: { lv: 'Būvniecība', en: 'Construction', ru: 'Строительство' }, icon: 'hammer', order: 80 },
  {
    key: 'beauty',
    title: { lv: 'Skaistumkopšana un veselība', en: 'Beauty and health', ru: 'Красота и здоровье' },
    icon: 'heart',
    order: 90,
  },
  { key: 'services', title: { lv: 'Pakalpojumi', en: 'Business services', ru: 'Услуги' }, icon: 'briefcase', order: 100 },
  { key: 'ecommerce', title: { lv: 'E-komercija', en: 'E-commerce', ru: 'Электронная коммерция' }, icon: 'globe', order: 110 },
  { key: 'education', title: { lv: 'Izglītība', en: 'Education', ru: 'Образование' }, icon: 'graduation-cap', order: 120 },
  { key: 'car', title: { lv: 'Autoserviss', en: 'Car services', ru: 'Автосервис' }, icon: 'car', order: 130 },
]
