// A TypeScript string enum of messages, thrown by reference.
enum ErrorMessage {
  BadInput = 'bad input: expected {expected}',
  Empty = 'empty document',
}

export function check(s: string): string {
  if (s === '') {
    throw new SyntaxError(ErrorMessage.Empty); // want SyntaxError "empty document"
  }
  if (s[0] !== '{') {
    throw new TypeError(ErrorMessage.BadInput); // want TypeError "bad input: expected {{expected}}"
  }
  return s;
}
