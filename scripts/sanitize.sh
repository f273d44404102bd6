#!/usr/bin/env bash
# The test suite under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer, each in its own build folder (.build-asan, .build-tsan),
# so that neither throws away the other's build or the normal one.
#
#   scripts/sanitize.sh                    both, one after the other
#   scripts/sanitize.sh thread             one of them
#   scripts/sanitize.sh address -- --filter Hostile
#                                          arguments after -- go to swift test
#
# A finding fails the run: ASan stops at the first error, TSan exits with
# status 66 after reporting a race.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
sanitizers=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do sanitizers+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 64 ;;
    esac
    echo "== swift test --sanitize=$sanitizer (in $scratch)" >&2
    # detect_stack_use_after_return=0: that mode moves locals to a heap "fake
    # stack", and the Swift reader measures the stack it has left by the
    # address of a local (Parser.swift, `stackFloor`).
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:exitcode=66} \
        "$SWIFT" test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
done
echo "sanitize: ${sanitizers[*]}: clean" >&2
