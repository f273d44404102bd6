import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// Every file aaflow writes goes through a temporary file beside it that is
/// renamed into place: a failure leaves what was there, and no temporary
/// file. `-o` refuses an input file, a folder and anything but a regular
/// file; a destination that cannot be written is status 2 with the reason.
/// Reading, a folder, a missing file or anything but a regular file is a
/// clear error with status 2.
@Suite struct SafeOutputTests {
    static let flow = """
        scene standard
        screen home "Home" icon house
          button "Photos" icon photo -> photos
        screen photos "Photos" icon photo

        scene assistive
        screen home "Home" icon house
          button "Photos" icon photo -> photos
        screen photos "Photos" icon photo

        """

    // MARK: Writing

    @Test func writesThroughATemporaryFileAndLeavesNoneBehind() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/diagram.svg"
        #expect(throws: Never.self) { try Output.write(Array("<svg/>".utf8), to: path, inputs: []).get() }
        #expect(folder.bytes(path) == Array("<svg/>".utf8))
        #expect(folder.names() == ["diagram.svg"])
    }

    @Test func replacesAnOldFileWhole() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("report.json", String(repeating: "old ", count: 10_000))
        #expect(throws: Never.self) { try Output.write(Array("new".utf8), to: path, inputs: []).get() }
        #expect(folder.bytes(path) == Array("new".utf8), "nothing of the longer old file is left")
        #expect(folder.names() == ["report.json"])
    }

    /// The failure comes after the temporary file is written, at the rename:
    /// the destination is a folder that holds a file (the one failure that
    /// can be made on purpose even as root). What was there stays, and the
    /// temporary file goes.
    @Test func aFailedRenameLeavesWhatWasThereAndNoTemporaryFile() throws {
        let folder = try ScratchFolder()
        let destination = try folder.folder("diagram.svg")
        let inside = try folder.write("diagram.svg/keep.txt", "kept")
        let result = Platform.writeFileAtomically(destination, Array(String(repeating: "x", count: 100_000).utf8))
        #expect(throws: SystemError.self) { try result.get() }
        #expect(folder.bytes(inside) == Array("kept".utf8))
        #expect(folder.names() == ["diagram.svg"], "no temporary file is left beside it")
        #expect(folder.names(in: destination) == ["keep.txt"])
    }

    /// As root every folder is writable, so the failure cannot be made this way.
    @Test(.disabled(if: runningAsRoot, "root writes into read-only folders"))
    func aReadOnlyFolderLeavesTheOldFileIntact() throws {
        let folder = try ScratchFolder()
        let sub = try folder.folder("locked")
        let old = try folder.write("locked/diagram.svg", "old")
        chmod(sub, 0o555)
        defer { chmod(sub, 0o755) }
        let result = Output.write(Array("new".utf8), to: old, inputs: [])
        guard case .failure(let refusal) = result else {
            Issue.record("the write succeeded")
            return
        }
        #expect(refusal.message.contains("Permission denied"))
        #expect(folder.bytes(old) == Array("old".utf8))
        #expect(folder.names(in: sub) == ["diagram.svg"])
    }

    @Test func aLongButValidFileNameCanBeWritten() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/" + String(repeating: "n", count: 246) + ".svg"
        #expect(throws: Never.self) { try Output.write(Array("<svg/>".utf8), to: path, inputs: []).get() }
        #expect(folder.bytes(path) == Array("<svg/>".utf8))
        #expect(folder.names().count == 1)
    }

    // MARK: What -o refuses

    func refusal(_ path: String, inputs: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        switch Output.write(Array("new".utf8), to: path, inputs: inputs) {
        case .success:
            Issue.record("\(path) was written", sourceLocation: sourceLocation)
            return nil
        case .failure(let refusal):
            #expect(refusal == Output.refusal(path, inputs: inputs), "refused at once too", sourceLocation: sourceLocation)
            return refusal.message
        }
    }

    @Test func refusesAnInputFileHoweverItIsNamed() throws {
        let folder = try ScratchFolder()
        let input = try folder.write("both.svg", Self.flow)
        let link = folder.path + "/link.svg"
        try FileManager.default.linkItem(atPath: input, toPath: link)
        for spelling in [input, folder.path + "/./both.svg", folder.path + "//both.svg", link] {
            #expect(refusal(spelling, inputs: [input])?.contains("is an input file") == true, "\(spelling)")
        }
        #expect(folder.bytes(input) == Array(Self.flow.utf8))
        #expect(folder.names() == ["both.svg", "link.svg"])
    }

    @Test func refusesAFolder() throws {
        let folder = try ScratchFolder()
        let sub = try folder.folder("out")
        #expect(refusal(sub)?.contains("is a folder") == true)
        #expect(refusal(sub + "/")?.contains("is a folder") == true)
        #expect(folder.names(in: sub).isEmpty)
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        let folder = try ScratchFolder()
        let fifo = folder.path + "/pipe.svg"
        #expect(mkfifo(fifo, 0o644) == 0)
        // A FIFO would block a plain open; it is never opened.
        #expect(refusal(fifo)?.contains("not a regular file") == true)
        #expect(Platform.fileKind(fifo) == .other)
        #expect(refusal("/dev/null")?.contains("not a regular file") == true)
        #expect(Platform.fileKind("/dev/null") == .other, "/dev/null is still a device")
        #expect(folder.names() == ["pipe.svg"])
    }

    @Test func refusesAPlaceInAFolderThatDoesNotExist() throws {
        let folder = try ScratchFolder()
        #expect(refusal(folder.path + "/missing/diagram.svg")?.contains("does not exist") == true)
        let file = try folder.write("file", "x")
        #expect(refusal(file + "/diagram.svg")?.contains("is not a folder") == true)
    }

    /// Through the command line: the reason, status 2, and no work done.
    @Test func anUnwritableDestinationIsStatusTwoWithTheReason() throws {
        let folder = try ScratchFolder()
        let input = try folder.write("both.svg", Self.flow)
        let sub = try folder.folder("out.svg")
        let fifo = folder.path + "/pipe.svg"
        #expect(mkfifo(fifo, 0o644) == 0)
        let cases: [(String, String)] = [
            (folder.path + "/missing/diagram.svg", "does not exist"),
            (sub, "is a folder"),
            (fifo, "not a regular file"),
            ("/dev/null", "not a regular file"),
            (input, "is an input file"),
        ]
        for (destination, reason) in cases {
            for command in ["compare", "render"] {
                let outcome = CLI.run([command, input, "-o", destination], context: Context())
                expectOrderly(outcome)
                #expect(outcome.status == 2, "\(command) -o \(destination)")
                #expect(outcome.stderrText.contains(reason), "\(command) -o \(destination): \(outcome.stderrText)")
                #expect(outcome.stdout.isEmpty, "no report when the diagram cannot be written")
            }
        }
        #expect(folder.bytes(input) == Array(Self.flow.utf8))
        #expect(folder.names() == ["both.svg", "out.svg", "pipe.svg"])
    }

    /// A diagram replaces an older one whole, and leaves no temporary file.
    @Test func aDiagramReplacesTheOldOneWhole() throws {
        let folder = try ScratchFolder()
        let input = try folder.write("both.flow", Self.flow)
        let old = try folder.write("diagram.svg", String(repeating: "old ", count: 100_000))
        for command in ["render", "compare"] {
            let outcome = CLI.run([command, input, "-o", old], context: Context())
            #expect(outcome.status <= 1, "\(command): \(outcome.stderrText)")
            let svg = folder.bytes(old) ?? []
            #expect(svg.starts(with: Array("<?xml".utf8)) && !String(decoding: svg, as: UTF8.self).contains("old old"))
            #expect(folder.names() == ["both.flow", "diagram.svg"])
        }
    }

    // MARK: Reading

    func expectUnreadable(_ path: String, _ reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for args in [["check", path], ["check", "--format", "json", path], ["compare", path]] {
            let outcome = CLI.run(args, context: Context())
            expectOrderly(outcome, sourceLocation: sourceLocation)
            #expect(outcome.status == 2, "\(args)", sourceLocation: sourceLocation)
            #expect(outcome.stderrText.contains(reason), "\(args): \(outcome.stderrText)", sourceLocation: sourceLocation)
        }
    }

    @Test func readingAFolderAMissingFileOrAnythingButARegularFile() throws {
        let folder = try ScratchFolder()
        let fifo = folder.path + "/pipe.flow"
        #expect(mkfifo(fifo, 0o644) == 0)
        expectUnreadable(fifo, "not a regular file")  // and does not wait for a writer
        expectUnreadable("/dev/null", "not a regular file")
        expectUnreadable(folder.path + "/missing.flow", "no such file")
        let loop = folder.path + "/loop.flow"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        expectUnreadable(loop, "loop.flow")

        // A folder: `check` reads the .flow files below it, `compare` wants a file.
        let empty = try folder.folder("empty")
        let outcome = CLI.run(["check", empty], context: Context())
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("holds no .flow file"))
        let compare = CLI.run(["compare", empty], context: Context())
        #expect(compare.status == 2)
        #expect(compare.stderrText.contains("is a folder"))
    }

    /// As root every file is readable, so this cannot be tried here.
    @Test(.disabled(if: runningAsRoot, "root reads files whatever their permissions"))
    func anUnreadableFile() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("secret.flow", Self.flow)
        chmod(path, 0o000)
        expectUnreadable(path, "Permission denied")
    }
}
