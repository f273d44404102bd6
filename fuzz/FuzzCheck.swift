// The libFuzzer entry point: see fuzz/run.sh, which builds and runs it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzOne(bytes)
    return 0
}
