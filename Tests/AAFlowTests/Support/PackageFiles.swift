import AAFlowPlatform
import Foundation
@testable import AAFlow

/// The bytes of a file of the package (read with aaflow's own reader:
/// Foundation's leaks a buffer on an empty file, which LeakSanitizer reports).
func packageFile(_ path: String) throws -> [UInt8] {
    try Platform.readFile(path.hasPrefix("/") ? path : packageRoot + "/" + path).get()
}

/// The folder of the package, found from this file's place in it.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // this file, Support/, the test target, Tests/
    return url.path
}()
