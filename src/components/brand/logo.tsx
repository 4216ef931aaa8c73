/** The Bizness word mark: a carmine-white-carmine mark (the Latvian colours) and the name. */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 168 36" width="168" height="36" role="img" aria-label={label} style={{ minWidth: 150 }}>
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#9e3039" />
      <rect x="0" y="15" width="32" height="6" fill="#fff" />
      <text
        x="42"
        y="27"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#0f1f3d"
      >
        Bizness
      </text>
    </svg>
  )
}
