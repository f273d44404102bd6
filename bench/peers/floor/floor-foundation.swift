// The floor with all of Foundation linked.
import Foundation

print(CommandLine.arguments.count)
