import AAFlow
import AAFlowCLI

let outcome = CLI.run(Array(CommandLine.arguments.dropFirst()), context: .process)
Platform.emit(outcome.stdout)
Platform.emit(outcome.stderr, toStandardError: true)
Platform.terminate(outcome.status)
