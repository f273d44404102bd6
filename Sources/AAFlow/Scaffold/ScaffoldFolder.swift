import AAFlowPlatform

/// Writing the scaffold's files into a folder, all or nothing, without
/// losing anything the user has: the files are written into a new folder
/// beside it, then moved into place.
package enum ScaffoldFolder {
    /// Why the files cannot be written, in words.
    package struct Refusal: Error, Equatable, Sendable {
        package var message: String
    }

    /// Why `folder` cannot take the files, or nil: something that is not a
    /// folder, or a folder that is not empty (without `force`).
    package static func refusal(_ folder: String, force: Bool) -> Refusal? {
        let shown = SafeText.clean(folder)
        switch Platform.fileKind(folder) {
        case .missing:
            return nil
        case .regular, .other:
            return Refusal(message: "\(shown) is not a folder; give a new or empty folder with -o")
        case .directory:
            guard case .success(let names) = Platform.directoryEntries(folder) else {
                return Refusal(message: "cannot read the folder \(shown): \(Platform.lastErrorMessage())")
            }
            if !names.isEmpty && !force {
                return Refusal(message: "\(shown) is not empty; give a new or empty folder, "
                    + "or --force to replace the files scaffold writes there (nothing else is touched)")
            }
            return nil
        }
    }

    /// Writes every file into a new folder beside `folder`, then moves it
    /// into place: a new `folder` is that folder renamed; into an existing
    /// one each file is moved (replacing only a file of the same name).
    package static func write(_ files: [ScaffoldFile], to folder: String, force: Bool) -> Result<Void, Refusal> {
        if let refusal = refusal(folder, force: force) { return .failure(refusal) }
        var path = folder
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let exists = Platform.fileKind(path) == .directory
        if exists {
            for file in files {
                let kind = Platform.fileKind(path + "/" + file.name)
                if kind == .directory || kind == .other {
                    return .failure(Refusal(message: "\(SafeText.clean(path + "/" + file.name)) is in the way: "
                        + "it is not a regular file, and scaffold replaces only files"))
                }
            }
        }
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let stem = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if case .failure(let e) = makeFolders(parent) {
            return .failure(Refusal(message: "cannot make the folder \(SafeText.clean(e.path)): \(e.reason)"))
        }
        let temporary: String
        switch Platform.makeTemporaryDirectory(in: parent, stem: String(stem.prefix(100))) {
        case .success(let t): temporary = t
        case .failure(let e): return .failure(Refusal(message: "cannot write into \(SafeText.clean(parent)): \(e.reason)"))
        }
        func cleanUp() {
            for file in files { Platform.removeFile(temporary + "/" + file.name) }
            Platform.removeDirectory(temporary)
        }
        for file in files {
            if case .failure(let e) = Platform.writeFileAtomically(temporary + "/" + file.name, Array(file.text.utf8)) {
                cleanUp()
                return .failure(Refusal(message: "cannot write \(SafeText.clean(file.name)): \(e.reason)"))
            }
        }
        if !exists {
            if case .failure(let e) = Platform.rename(temporary, to: path) {
                cleanUp()
                return .failure(Refusal(message: "cannot make the folder \(SafeText.clean(path)): \(e.reason)"))
            }
            return .success(())
        }
        for file in files {
            if case .failure(let e) = Platform.rename(temporary + "/" + file.name, to: path + "/" + file.name) {
                cleanUp()
                return .failure(Refusal(message: "cannot write \(SafeText.clean(path + "/" + file.name)): \(e.reason)"))
            }
        }
        Platform.removeDirectory(temporary)
        return .success(())
    }

    /// Makes a folder and any folder above it that is missing.
    private static func makeFolders(_ path: String) -> Result<Void, SystemError> {
        switch Platform.fileKind(path) {
        case .directory: return .success(())
        case .regular, .other: return .failure(SystemError(path: path, reason: "not a folder"))
        case .missing: break
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            if case .failure(let e) = makeFolders(String(path[..<slash])) { return .failure(e) }
        }
        return Platform.makeDirectory(path)
    }
}
