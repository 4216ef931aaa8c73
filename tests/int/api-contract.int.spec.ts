import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contract } from '@/endpoints'

import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/openapi.json', () => {
  it('should describe every call of the contract at its exact path and method', async () => {
    const { status, body } = await apiJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    for (const { spec } of contract) {
      const path = `/api${spec.path.replace(/:(\w+)/g, '{$1}')}`
      expect(body.paths[path]?.[spec.method], `${spec.method} ${path}`).toBeDefined()
    }
  })

  it('should name every reason the state’s data may refuse a listing, as the save call answers it', async () => {
    const { body } = await apiJson<{ paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> }>(
      'GET',
      '/api/openapi.json',
    )
    const refused = body.paths['/api/listing/create'].post.responses['400'].description
    for (const code of ['registry_not_found', 'registry_closed', 'registry_red_flag', 'registry_no_report', 'registry_turnover'])
      expect(refused).toContain(code)
  })
})

describe('GET /api/listing/locations', () => {
  it('should list municipalities as {id, title, region}, alphabetically, in the request’s language', async () => {
    const code = String(Date.now()).slice(-6)
    const zilupe = await payload.create({
      collection: 'locations',
      locale: 'lv',
      data: { title: 'Žīguru pagasts', atvk: `9${code}`, kind: 'municipality', region: 'latgale' },
    })
    await payload.update({ collection: 'locations', id: zilupe.id, locale: 'en', data: { title: 'Aaa Žīguri Parish' } })

    const lv = await apiJson<{ locations: { id: number; title: string }[] }>('GET', '/api/listing/locations')
    expect(lv.status).toBe(200)
    expect(lv.body.locations.find((l) => l.id === zilupe.id)).toEqual({ id: zilupe.id, title: 'Žīguru pagasts', region: 'latgale' })
    const titles = lv.body.locations.map((l) => l.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'lv')))

    const en = await apiJson<{ locations: { id: number; title: string }[] }>('GET', '/api/listing/locations?locale=en')
    expect(en.body.locations.find((l) => l.id === zilupe.id)?.title).toBe('Aaa Žīguri Parish')
    await payload.delete({ collection: 'locations', id: zilupe.id })
  })
})
