import Testing
@testable import AAFlow
@Test func versionIsSet() { #expect(!aaflowVersion.isEmpty) }
