import AAFlowPlatform
import AAFlow
import AAFlowCLI

// A global: the outcome (and the reports its stream holds) lives until the
// process ends, so a large report's memory goes back with the exit rather
// than being freed piece by piece first.
let outcome = CLI.run(Array(CommandLine.arguments.dropFirst()), context: .process)
Platform.terminate(outcome.emit())
