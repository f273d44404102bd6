import AAFlow
import AAFlowCLI

Platform.terminate(CLI.run(Array(CommandLine.arguments.dropFirst()), context: .process).emit())
