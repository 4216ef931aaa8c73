/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so no text inside (a seller's
 * description with "</script>") can close the element.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
