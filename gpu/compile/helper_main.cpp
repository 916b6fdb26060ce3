// augur-compile: compiles one kernel source with NVRTC in a sealed process of its own. Not
// for people: compileIsolated (gpu/compile/IsolatedCompile.h) starts it, writes the request
// on its stdin and reads the result from its stdout (gpu/compile/CompileHelper.h).
#include "gpu/compile/CompileHelper.h"

#include <unistd.h>

int main() {
    // _exit: the result is written; nothing of a sealed process's teardown is worth running.
    ::_exit(augur::gpu::compileHelperMain());
}
