import AAFlow

/// A JSON value, as JSON-RPC messages carry it: the value type of the
/// library (objects keep their keys in order, so that what the server
/// writes is the same bytes on every run), read by `JSON.parse` and written
/// by `serializedBytes()`.
package typealias JSON = JSONValue

/// Why a message is not JSON: `offset` is the byte where reading stopped.
package typealias JSONError = JSONSyntaxError
