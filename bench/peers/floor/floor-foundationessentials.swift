// The floor with FoundationEssentials linked (JSONEncoder, Data, FileManager).
import FoundationEssentials

print(CommandLine.arguments.count)
