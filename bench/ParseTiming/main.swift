// Times the flow parser alone, in one process: `make bench` runs it for the
// row "flow parse throughput" beside `wc -l` on the same file. Reading the
// file, the scene graph, the rules and the output are left out; `check`'s
// own row measures all of them end to end.
//
//   aaflow-parse-timing FILE [RUNS]
//
// Prints one line: bytes, the median time of RUNS parses in nanoseconds,
// and the diagnostics of the last parse (a parse that found mistakes is no
// measure of the parser's speed on a good file).

import AAFlow
import AAFlowPlatform

let arguments = CommandLine.arguments
guard arguments.count >= 2, arguments.count <= 3 else {
    Platform.emit(Array("usage: aaflow-parse-timing FILE [RUNS]\n".utf8), toStandardError: true)
    Platform.terminate(64)
}
let runs = arguments.count == 3 ? max(1, Int(arguments[2]) ?? 0) : 15
let bytes: [UInt8]
switch Platform.readFile(arguments[1]) {
case .success(let read): bytes = read
case .failure(let error):
    Platform.emit(Array("aaflow-parse-timing: \(error.path): \(error.reason)\n".utf8), toStandardError: true)
    Platform.terminate(2)
}
let source = SourceFile(path: arguments[1], bytes: bytes)
let clock = ContinuousClock()
var times: [Int64] = []
var diagnostics = 0
for _ in 0..<runs {
    let start = clock.now
    let result = FlowParser.parse(source)
    let elapsed = clock.now - start
    diagnostics = result.diagnostics.count
    let (seconds, attoseconds) = elapsed.components
    times.append(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
}
times.sort()
let median = times[times.count / 2]
Platform.emit(Array("\(bytes.count) \(median) \(diagnostics)\n".utf8))
