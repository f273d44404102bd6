// The floor of any Swift command-line tool: start, print the argument count, exit.
// Only the standard library. Built by bench/run.py with `swiftc -O`.
print(CommandLine.arguments.count)
