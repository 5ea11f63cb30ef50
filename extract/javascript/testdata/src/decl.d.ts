// A declaration file is not analysed: no sites even for a throw in a
// comment-like construct, and no syntax warning for type-level code the
// grammar does not know.
type RouterMethod<T> = {
  <R extends string | RegExp, P = RouteParameters<R>>(path: R, handler: HandlerArg<RequestHandler<P>>): T
}
export declare function parse(v: string): never;
