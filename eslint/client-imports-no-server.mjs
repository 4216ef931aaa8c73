/**
 * A file that starts with 'use client' runs in the browser: it may not import server code
 * (Payload, the config, services, the reads, endpoints, the HTTP layer, Node's modules). Next
 * would fail at build time for some of these and silently ship others; this says so while
 * editing.
 */
const SERVER_ONLY = [
  /^payload(\/|$)/,
  /^@payload-config$/,
  /^@payloadcms\//,
  /^@\/services\//,
  /^@\/reads\//,
  /^@\/endpoints\//,
  /^@\/lib\/api\//,
  /^@\/email\//,
  /^@\/jobs\//,
  /^node:/,
  /^next\/headers$/,
  /^next-intl\/server$/,
]

const isClientFile = (program) => {
  const first = program.body[0]
  return first?.type === 'ExpressionStatement' && first.directive === 'use client'
}

const clientImportsNoServer = {
  meta: {
    type: 'problem',
    docs: { description: "Client components ('use client') never import server code" },
    messages: { serverImport: "'{{source}}' is server code; a 'use client' file cannot import it." },
    schema: [],
  },
  create(context) {
    let client = false
    const check = (node) => {
      const source = node.source?.value
      if (client && typeof source === 'string' && SERVER_ONLY.some((pattern) => pattern.test(source))) {
        // Types vanish from the bundle; only values cross into the browser.
        if (node.importKind === 'type' || node.exportKind === 'type') return
        context.report({ node, messageId: 'serverImport', data: { source } })
      }
    }
    return {
      Program(program) {
        client = isClientFile(program)
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export default clientImportsNoServer
