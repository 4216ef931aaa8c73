import ts from 'typescript'

/** Files whose comments start with `#` (shell, YAML, VCL, Dockerfiles, .env files). */
const HASH_COMMENTED = /(\.(sh|ya?ml|vcl|conf)|Dockerfile|\.env\.example|\/run)$/

/** The comments of a source file, as one text: TypeScript's own scanner finds them, so a `//` in a string is no comment. */
export function codeComments(file: string, text: string): string {
  if (HASH_COMMENTED.test(file)) {
    return text
      .split('\n')
      .map((line) => /(?:^|\s)#(?!!)(.*)$/.exec(line)?.[1] ?? '')
      .filter(Boolean)
      .join('\n')
  }
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  )
  const comments: string[] = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText())
  }
  return comments.join('\n')
}
