'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useTransition } from 'react'

type Props = { id: string; action: string; panelId: string; className?: string; children: React.ReactNode }

/** The address of the form's search: its filled fields only, so a search has one tidy address. */
function searchAddress(form: HTMLFormElement, action: string) {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.append(name, value.trim())
  const text = query.toString()
  return text ? `${action}?${text}` : action
}

/**
 * The search form: a plain GET form that works without JavaScript; with it, a search updates the
 * page without a reload, and a choice in a list applies at once (except in the phone's filter
 * sheet, where the buyer picks several and then shows the results).
 */
export function SearchFormShell({ id, action, panelId, className, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  const go = (form: HTMLFormElement) => {
    const address = searchAddress(form, action)
    document.getElementById(panelId)?.hidePopover?.()
    startTransition(() => router.push(address, { scroll: false }))
  }

  return (
    <form
      id={id}
      role="search"
      method="get"
      action={action}
      className={className}
      data-pending={pending || undefined}
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault()
        go(event.currentTarget)
      }}
      onChange={(event) => {
        const inSheet = document.getElementById(panelId)?.matches(':popover-open')
        if (event.target instanceof HTMLSelectElement && !inSheet) go(event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}
