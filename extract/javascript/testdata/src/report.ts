// Error-reporting callbacks, as eemeli/yaml's composer passes them down:
// the function behind onError builds the error from its parameters, so the
// text is at each call.
import { YAMLParseError, YAMLWarning } from './errors'

type ComposeErrorHandler = (source: number, code: string, message: string, warning?: boolean) => void

export class Composer {
  private errors: YAMLParseError[] = []
  private warnings: YAMLWarning[] = []

  private onError: ComposeErrorHandler = (source, code, message, warning) => {
    if (warning) this.warnings.push(new YAMLWarning(source, code, message))
    else this.errors.push(new YAMLParseError(source, code, message)) // want YAMLParseError "{message}"
  }

  next(token: { type: string; offset: number }) {
    if (token.type === 'doc-end') {
      this.onError(token.offset, 'UNEXPECTED_TOKEN', 'Unexpected doc-end without preceding document') // want Error "Unexpected doc-end without preceding document"
    }
  }
}

export function resolveFlowCollection(name: string, expectedEnd: string, offset: number, onError: ComposeErrorHandler) {
  if (offset < 0) {
    const msg = `${name} must end with a ${expectedEnd}`
    onError(offset, 'MISSING_CHAR', msg) // want Error "{name} must end with a {expectedEnd}"
  }
  onError( // want Error "Flow sequence in block collection must be sufficiently indented"
    offset,
    'BAD_INDENT',
    'Flow sequence in block collection must be sufficiently indented'
  )
  onError(offset, 'BAD_INDENT', name) // a value without text of its own: not a site
}

export function resolveEnd(name: string, expectedEnd: string, atRoot: boolean, onError: ComposeErrorHandler) {
  const msg = atRoot
    ? `${name} must end with a ${expectedEnd}`
    : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`
  onError(0, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg) // want Error "{name} must end with a {expectedEnd}" Error "{name} in block collection must be sufficiently indented and end with a {expectedEnd}"
}

export function resolve(str: string, onError: (message: string) => void) {
  onError(`Unresolved plain scalar ${JSON.stringify(str)}`) // want Error "Unresolved plain scalar {JSON.stringify(str)}"
  onWarning('not an error report')
  assertThrows(() => resolve(str, onError), Error('Unresolved plain scalar "x"')) // a constructor called without new, in a test: not a report
}

declare function assertThrows(f: () => void, e: Error): void

declare function onWarning(msg: string): void
