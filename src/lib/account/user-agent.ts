import Bowser from 'bowser'

/** A browser and its system as people name them ('Chrome 126', 'Windows'); null where the User-Agent does not say. */
export type DeviceName = { browser: string | null; os: string | null }

/**
 * Reads a User-Agent for the sessions list: the browser with its major version, the system by
 * name only, since browsers freeze the version they report (Windows 11 says 10, every macOS 10.15).
 */
export function describeUserAgent(userAgent: string | null): DeviceName {
  if (!userAgent?.trim()) return { browser: null, os: null }
  const { browser, os } = Bowser.parse(userAgent)
  const major = browser.version?.split('.')[0]
  return { browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null, os: os.name || null }
}
