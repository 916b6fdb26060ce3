# Sourced by tools/sanitize.sh and ./test.sh (with AUGUR_SANITIZE set): the run-time options
# of a sanitised build, and the CMake options that make one.
# halt_on_error: the first report ends the process (a non-zero exit fails the suite).
# protect_shadow_gap=0: the CUDA driver maps memory where AddressSanitizer would otherwise
# reserve its shadow gap (it matters only on a machine with a GPU).
# The suppressions file is for leaks of uninstrumented system libraries only (its comments
# say which). Options already in the environment come last, so they win.
# Built at -O1 with line tables: about twice as fast to compile as -O2 and the reports still
# name file:line. The benchmarks are not built: no suite runs them.
augur_sanitize_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
augur_sanitize_cmake_args=(-DAUGUR_SANITIZE="${AUGUR_SANITIZE:-address,undefined}" -DCMAKE_BUILD_TYPE=Debug
                           -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DAUGUR_BUILD_BENCH=OFF
                           -DAUGUR_FUZZ_SECONDS="${AUGUR_FUZZ_SECONDS:-30}")
augur_asan=halt_on_error=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1
augur_asan+=:detect_stack_use_after_return=1:protect_shadow_gap=0
export ASAN_OPTIONS=$augur_asan${ASAN_OPTIONS:+:$ASAN_OPTIONS}
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}
export LSAN_OPTIONS=suppressions=$augur_sanitize_root/tools/sanitize-leaks.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}
