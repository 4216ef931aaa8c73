import type { Payload } from 'payload'

import { seedArticles } from './articles'
import { seedCategories } from './categories'
import { seedListings } from './listings'
import { seedLocations } from './locations'
import { seedNda } from './nda'
import { seedRegistry } from './registry'
import { seedSiteSettings } from './site-settings'
import { seedTerms } from './terms'
import { seedUsers } from './users'

/** Demo content for a fresh database. Every step finds what exists before creating it. */
export async function seedDemo(payload: Payload): Promise<void> {
  const started = Date.now()
  const context = { disableRevalidate: true }
  const users = await seedUsers(payload, context)
  // Settings first: new listings take their lifetime from them.
  const settingsFilled = await seedSiteSettings(payload, context)
  const termsWritten = await seedTerms(payload, context)
  const ndaWritten = await seedNda(payload, context)
  const categories = await seedCategories(payload, context)
  const locations = await seedLocations(payload, context)
  const articles = await seedArticles(payload, context)
  const listings = await seedListings(payload, context, { users, categories, locations })
  // After the listings: the import notes the report year each demo seller knows of.
  await seedRegistry(payload)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  payload.logger.info(
    `Seed: ${Object.keys(users).length} demo users, ${Object.keys(categories).length} categories and ` +
      `${locations.size} municipalities and a sample register ready; new: ${listings} listings, ${articles} articles` +
      `${settingsFilled ? ', site settings' : ''}${termsWritten ? ', terms of use' : ''}${ndaWritten ? ', the NDA' : ''} (${seconds} s).`,
  )
}
