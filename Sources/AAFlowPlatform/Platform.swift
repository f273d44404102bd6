// The only file that speaks to the C library of the operating system.
// Everything else in aaflow uses the Swift standard library alone, so that
// the tool starts fast and builds the same on Linux and macOS. Its names are
// `package`: the modules of aaflow share them; no user of the libraries sees them.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock around a pthread mutex.
///
/// `@unchecked Sendable`: the mutex is what makes sharing safe, and its
/// pointer never changes. (The standard library's `Mutex` needs macOS 15.)
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// What the file system says about a path.
package enum FileKind: Sendable, Equatable {
    case missing
    case regular
    case directory
    case other
}

/// A file as the system knows it: two paths name the same file when their
/// identities are equal. Folders seen during a walk are kept in a set of these,
/// so that a link back up is met once, at any number of folders.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
}

/// Reading and writing files, and the little else the tool needs from the system.
package enum Platform {
    /// The kind of file at `path`, following symbolic links.
    package static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Why `path` cannot be looked at, in words: "no such file" when it does
    /// not exist, else the system's reason ("too many levels of symbolic
    /// links", "permission denied", ...); nil when it can.
    package static func whyUnavailable(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) != 0 else { return nil }
        if errno == ENOENT { return "no such file" }
        let reason = lastErrorMessage()
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }

    /// The device and inode of `path`, to tell whether two paths name the same file.
    package static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The size of a file and the time it last changed (seconds and
    /// nanoseconds), to tell whether it changed since it was read; nil when
    /// it cannot be looked at.
    package static func fileStamp(_ path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return [Int64(info.st_size), Int64(time.tv_sec), Int64(time.tv_nsec)]
    }

    /// `fileIdentity` and `fileStamp` of `path` from one look at it, when it is a folder.
    package static func folderIdentityAndStamp(_ path: String) -> (id: FileIdentity, stamp: [Int64])? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                [Int64(info.st_size), Int64(time.tv_sec), Int64(time.tv_nsec)])
    }

    /// `fileKind` and `fileStamp` of `path` from one look at it.
    package static func fileKindAndStamp(_ path: String) -> (kind: FileKind, stamp: [Int64]?) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (.missing, nil) }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let stamp = [Int64(info.st_size), Int64(time.tv_sec), Int64(time.tv_nsec)]
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.regular, stamp)
        case S_IFDIR: return (.directory, stamp)
        default: return (.other, stamp)
        }
    }

    /// The text of the last system error, such as "No such file or directory".
    package static func lastErrorMessage() -> String {
        String(cString: strerror(errno))
    }

    /// Reads a whole file, or returns the system's reason for failing.
    package static func readFile(_ path: String) -> Result<[UInt8], SystemError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(SystemError(path: path, reason: lastErrorMessage())) }
        defer { close(fd) }
        return readAll(fd, path: path)
    }

    /// Reads standard input to its end.
    package static func readStandardInput() -> Result<[UInt8], SystemError> {
        readAll(0, path: "<stdin>")
    }

    private static func readAll(_ fd: Int32, path: String) -> Result<[UInt8], SystemError> {
        var bytes: [UInt8] = []
        var info = stat()
        // A regular file is read straight into an array of its size (and one
        // byte more, to see its end in the same reads); what is past that (a
        // file that grew meanwhile), and any other file, in chunks.
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            var failed = false, ended = false
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
                var filled = 0
                while filled < buffer.count {
                    let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                    if n == 0 { ended = true; break }
                    if n < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    filled += n
                }
                count = filled
            }
            if failed { return .failure(SystemError(path: path, reason: lastErrorMessage())) }
            if ended { return .success(bytes) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(path: path, reason: lastErrorMessage()))
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .success(bytes)
    }

    /// The names in a directory, sorted, without "." and "..".
    package static func directoryEntries(_ path: String) -> Result<[String], SystemError> {
        directoryListing(path).map { $0.map(\.name) }
    }

    /// A name in a folder, and whether the listing itself says that it is
    /// a regular file (not a link): such an entry needs no `stat` to be
    /// told from a folder. A file system that does not say (`DT_UNKNOWN`)
    /// leaves `isRegularFile` false, and the caller asks as before; whether
    /// it is a link is then asked of `lstat`.
    package struct DirectoryEntry: Sendable {
        package var name: String
        package var isRegularFile: Bool
        /// A symbolic link (as the listing says, or `lstat` when it does not).
        package var isLink: Bool
    }

    /// The entries of a folder but `.` and `..`, in byte order of their names.
    package static func directoryListing(_ path: String) -> Result<[DirectoryEntry], SystemError> {
        guard let dir = opendir(path) else {
            return .failure(SystemError(path: path, reason: lastErrorMessage()))
        }
        defer { closedir(dir) }
        var entries: [DirectoryEntry] = []
        // The name is read where it stands, up to its NUL: a record can be
        // shorter than `dirent` (Linux sizes each to its name), so copying the
        // whole `d_name` array would read past the end of the last one. The
        // type byte is read the same way, by its offset.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)
        while let entry = readdir(dir) {
            let field = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let name = String(decodingCString: field, as: UTF8.self)
            guard name != "." && name != ".." else { continue }
            let type = typeOffset.map { Int(UnsafeRawPointer(entry).load(fromByteOffset: $0, as: UInt8.self)) } ?? Int(DT_UNKNOWN)
            var isLink = type == Int(DT_LNK)
            if type == Int(DT_UNKNOWN) {
                var info = stat()
                isLink = lstat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            }
            entries.append(DirectoryEntry(name: name, isRegularFile: type == Int(DT_REG), isLink: isLink))
        }
        entries.sort { $0.name.precedesInByteOrder($1.name) }
        return .success(entries)
    }

    /// Writes `bytes` to `path` through a temporary file beside it that is
    /// renamed into place, so that a failure never leaves a half-written file.
    /// - Parameter mode: the permission bits the file gets (the old file's,
    ///   when `aaflow format -i` rewrites it).
    package static func writeFileAtomically(_ path: String, _ bytes: [UInt8], mode: UInt32 = 0o644) -> Result<Void, SystemError> {
        writeFileAtomically(path, mode: mode, streaming: { sink in _ = bytes.withUnsafeBufferPointer { sink($0) } })
    }

    /// Writes what `produce` hands its sink to `path`, in pieces, into a
    /// temporary file beside it that is renamed into place once all is
    /// written and synced: a failure (a full disk) leaves the old file as
    /// it was and removes the temporary one. The sink returns false once a
    /// write failed; `produce` may stop then.
    package static func writeFileAtomically(_ path: String, mode: UInt32 = 0o644,
                                           streaming produce: (_ sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool) -> Void) -> Result<Void, SystemError> {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // The temporary name adds 15 bytes to the file's: keep it within the
        // 255 a name may have, so that a long but valid name can be written.
        var stem = ""
        for scalar in base.unicodeScalars {
            guard stem.utf8.count + UTF8.width(scalar) <= 200 else { break }
            stem.unicodeScalars.append(scalar)
        }
        var template = ((directory.isEmpty ? "/" : directory) + "/." + stem + ".aaflow-XXXXXX").utf8CString
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(SystemError(path: path, reason: lastErrorMessage())) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        produce { chunk in
            guard failure == nil else { return false }
            failure = writeAll(fd, chunk)
            return failure == nil
        }
        if failure == nil && fsync(fd) != 0 { failure = lastErrorMessage() }
        fchmod(fd, mode_t(mode & 0o7777))
        if close(fd) != 0 && failure == nil { failure = lastErrorMessage() }
        if failure == nil && Glue.rename(temporary, path) != 0 { failure = lastErrorMessage() }
        if let failure {
            unlink(temporary)
            return .failure(SystemError(path: path, reason: failure))
        }
        return .success(())
    }

    /// Writes all of `bytes` to a file descriptor (an interrupted write is
    /// tried again): nil when done, else why not.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let n = Glue.write(fd, base + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return lastErrorMessage()
            }
            written += n
        }
        return nil
    }

    /// The permission bits of a file, following symbolic links.
    package static func permissions(_ path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    /// Reads what is there of a file descriptor, up to `capacity` bytes,
    /// waiting until something comes: nil at the end of the input or on an
    /// error (an interrupted read is tried again).
    package static func readSome(_ fd: Int32, capacity: Int = 1 << 16) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: capacity)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 { return Array(chunk[0..<n]) }
            if n < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Writes bytes to standard output or standard error, unbuffered.
    package static func emit(_ bytes: [UInt8], toStandardError: Bool = false) {
        let fd: Int32 = toStandardError ? 2 : 1
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Glue.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }

    /// The index of the first `byte` in `buffer` at or after `from` (memchr).
    package static func indexOf(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + from, Int32(byte), buffer.count - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether a file descriptor is a terminal.
    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    /// An environment variable, or nil.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Seconds since 1970 on the clock that stamps files' times (`fileStamp`).
    package static func wallClockSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds on a monotonic clock, for measuring.
    package static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Names from the C library that the methods above would shadow.
private enum Glue {
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #elseif canImport(Darwin)
        return Darwin.write(fd, buffer, count)
        #else
        return Musl.write(fd, buffer, count)
        #endif
    }
}

/// A failure reported by the operating system, with the path it concerns.
package struct SystemError: Error, Sendable, Equatable {
    package var path: String
    package var reason: String
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

extension Platform {
    /// Ends the process with a status. Only the executable calls this.
    package static func terminate(_ status: Int32) -> Never {
        exit(status)
    }
}

// Folders, for commands that write several files (`scaffold`).
extension Platform {
    /// Creates a folder (mode 0755 before the umask).
    package static func makeDirectory(_ path: String) -> Result<Void, SystemError> {
        mkdir(path, 0o755) == 0 ? .success(()) : .failure(SystemError(path: path, reason: lastErrorMessage()))
    }

    /// Creates a new, uniquely named folder inside `parent`, named from
    /// `stem`, readable like any folder the user makes; returns its path.
    package static func makeTemporaryDirectory(in parent: String, stem: String) -> Result<String, SystemError> {
        var template = ((parent.isEmpty ? "." : parent) + "/." + stem + ".aaflow-XXXXXX").utf8CString
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard made else { return .failure(SystemError(path: parent, reason: lastErrorMessage())) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let mask = umask(0)
        umask(mask)
        chmod(path, 0o777 & ~mask)
        return .success(path)
    }

    /// Renames a file or folder, replacing a file at `to`.
    package static func rename(_ from: String, to: String) -> Result<Void, SystemError> {
        Glue.rename(from, to) == 0 ? .success(()) : .failure(SystemError(path: to, reason: lastErrorMessage()))
    }

    /// Removes a file (not a folder).
    @discardableResult
    package static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

    /// The working folder, as an absolute path; nil when it cannot be told
    /// (removed, or a path too long).
    package static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(truncatingIfNeeded: $0) }  // CChar is Int8 or UInt8
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes an empty folder.
    @discardableResult
    package static func removeDirectory(_ path: String) -> Bool { rmdir(path) == 0 }
}

// Work shared between threads, for readers of many files (the Swift reader
// parses a project's files side by side).
extension Platform {
    /// How many threads `forEachConcurrently` uses at most: the processors
    /// online, at most 8 (reading files gains little beyond that).
    package static let workerCount: Int = {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return max(1, min(8, online > 0 ? Int(online) : 1))
    }()

    /// Calls `body` once for each of `0..<count`, on up to `workerCount`
    /// threads, the calling one among them, and returns once every call has
    /// returned. Indices are handed out in increasing order as threads come
    /// free; the threads are joined before the return, so whatever `body`
    /// wrote is the caller's afterwards. Each thread has a stack of 8 MiB,
    /// as the main thread has on Linux and macOS. With one processor, or
    /// one item, or when no thread can be started, it all runs on the
    /// calling thread: the result is the same, only slower.
    package static func forEachConcurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
        let threads = min(workerCount, count)
        guard threads > 1 else {
            for i in 0..<count { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let queue = WorkQueue(count: count, body: body)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, 8 << 20)
            var started: [ThreadHandle] = []
            for _ in 1..<threads {
                if let thread = ThreadHandle.start(queue, attributes: &attributes) { started.append(thread) }
            }
            queue.run()
            for thread in started { thread.join() }
        }
    }

    /// `transform` of each of `0..<count`, in order, computed on up to
    /// `workerCount` threads (`forEachConcurrently`). Each value is made on
    /// one thread and handed to the caller whole, after the threads are joined.
    package static func concurrentMap<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        defer { slots.deallocate() }
        forEachConcurrently(count) { i in slots.initialize(i, to: transform(i)) }
        return slots.moveAll()
    }
}

/// The next index to work on, shared by the threads of `forEachConcurrently`.
///
/// `@unchecked Sendable`: `next` is read and written only under `lock`, and
/// `body` is `@Sendable`.
private final class WorkQueue: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private let count: Int
    private let body: @Sendable (Int) -> Void

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Works on indices until none is left.
    func run() {
        while true {
            let i: Int = lock.withLock {
                defer { next += 1 }
                return next
            }
            guard i < count else { return }
            body(i)
        }
    }
}

/// One slot per index for `concurrentMap`: each slot is written by one
/// thread only, and all are read after the threads are joined.
///
/// `@unchecked Sendable`: threads write to distinct slots, and the caller
/// reads them after `forEachConcurrently` has joined the threads.
private final class Slots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
    }

    func initialize(_ i: Int, to value: T) { (base + i).initialize(to: value) }

    /// The values of every slot, moved out (each slot was initialized once).
    func moveAll() -> [T] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.moveInitialize(from: base, count: count) }
            initialized = count
        }
    }

    func deallocate() { base.deallocate() }
}

/// A thread started by `forEachConcurrently`.
private struct ThreadHandle {
    #if canImport(Glibc)
    private var thread: pthread_t
    #else
    private var thread: pthread_t?
    #endif

    /// Starts a thread that runs `queue`; nil when the system refuses one.
    static func start(_ queue: WorkQueue, attributes: inout pthread_attr_t) -> ThreadHandle? {
        let context = Unmanaged.passRetained(queue).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            Unmanaged<WorkQueue>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { raw in
            Unmanaged<WorkQueue>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        #endif
        guard status == 0 else {
            Unmanaged<WorkQueue>.fromOpaque(context).release()
            return nil
        }
        return ThreadHandle(thread: thread)
    }

    func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }
}

// The stack of the running thread, for readers that recurse (the Swift reader).
extension Platform {
    /// The lowest and highest address of the running thread's stack (it
    /// grows down towards `low`), as the thread library knows them, for the
    /// main thread and any other, whatever size it was given; nil where the
    /// system cannot say. Asked once per thread: on Linux the main thread's
    /// answer comes from reading /proc/self/maps, so it is kept in a
    /// thread-specific slot.
    package static func currentStackBounds() -> (low: UInt, high: UInt)? {
        if let key = stackKey, let kept = pthread_getspecific(key) {
            let pair = kept.assumingMemoryBound(to: UInt.self)
            return (pair[0], pair[1])
        }
        guard let bounds = askStackBounds() else { return nil }
        if let key = stackKey, let raw = malloc(2 * MemoryLayout<UInt>.stride) {
            let pair = raw.assumingMemoryBound(to: UInt.self)
            pair[0] = bounds.low
            pair[1] = bounds.high
            if pthread_setspecific(key, raw) != 0 { free(raw) }
        }
        return bounds
    }

    private static func askStackBounds() -> (low: UInt, high: UInt)? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        return high > size ? (high - size, high) : nil
        #elseif canImport(Glibc) || canImport(Musl)
        guard let getAttributes = getThreadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        return (UInt(bitPattern: low), UInt(bitPattern: low) + UInt(size))
        #else
        return nil
        #endif
    }

    /// The thread-specific slot that keeps each thread's answer, freed when
    /// the thread ends (nil if the system has none left: then each call asks again).
    private static let stackKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { free($0) }) == 0 ? key : nil
    }()

    #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    /// `pthread_getattr_np`, a GNU extension that Swift's C module does not
    /// declare (it needs _GNU_SOURCE), looked up by name once.
    private static let getThreadAttributes: GetAttributes? = {
        guard let library = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(library) }
        return dlsym(library, "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttributes.self) }
    }()
    #endif
}

extension Glue {
    static func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        return Glibc.rename(from, to)
        #elseif canImport(Darwin)
        return Darwin.rename(from, to)
        #else
        return Musl.rename(from, to)
        #endif
    }
}
